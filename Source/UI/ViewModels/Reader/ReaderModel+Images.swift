import ComicData

/// Opening comics with their images, and moving between them in a feed.
extension ReaderModel {
    /// Pushes the comic's page, starts its view model (which loads its image
    /// when images are on) and fetches the neighbours' images, so `n` and
    /// `p` show theirs at once.
    mutating func openDetail(_ number: Int, from feed: ComicListState.Feed) -> [ReaderEffect] {
        pages.append(.detail(detailScreen(number), from: feed))
        // Opening a comic is reading it.
        var effects: [ReaderEffect] = [.openDetail(number, from: feed), .markRead(number)]
        let neighbours = [-1, 1].compactMap { comicNumber(at: $0, from: number, in: feed) }
        if imageSettings != nil, !neighbours.isEmpty {
            effects.append(.prefetchImages(neighbours, from: feed))
        }
        return effects
    }

    /// Replaces the open comic with the one `offset` rows away in its feed,
    /// and selects that one in the list, so Back returns to it.
    mutating func openAdjacent(_ offset: Int, to number: Int, feed: ComicListState.Feed) -> [ReaderEffect] {
        guard let next = comicNumber(at: offset, from: number, in: feed), let list = lists[feed],
            let from = list.state.selectedIndex, let to = list.state.rows.firstIndex(where: { $0.number == next })
        else {
            if offset < 0, let newer = newerNeighbourBeyondLoaded(number, in: feed) {
                return openNewer(newer, over: number, in: feed)
            }
            notice = adjacentEndNotice(offset, from: number, in: feed)
            return []
        }
        lists[feed]?.move(by: to - from)
        pages.removeLast()
        return [.closeDetail(number)] + openDetail(next, from: feed)
    }

    /// On the first comic of a list that starts below the newest (go to, a
    /// resumed or random start), the next number up: `p` opens it, fetched
    /// by number, and the list then starts there.
    private func newerNeighbourBeyondLoaded(_ number: Int, in feed: ComicListState.Feed) -> Int? {
        guard feed == .latest, lists[feed]?.state.startNumber != nil,
            lists[feed]?.state.rows.first?.number == number
        else { return nil }
        var newer = number + 1
        while Comic.missingNumbers.contains(newer) { newer += 1 }
        return newer
    }

    /// Opens `newer` above the open comic, which stays beneath it until the
    /// newer one has come: if it does not exist, Back is where the person was.
    private mutating func openNewer(_ newer: Int, over number: Int, in feed: ComicListState.Feed) -> [ReaderEffect] {
        pages.append(.detail(detailScreen(newer), from: feed))
        pendingListStart = ListStart(feed: feed, number: newer)
        return [.openComic(newer, from: feed)]
    }

    /// The newer comic has come: the one it was opened over leaves the stack.
    mutating func dropComicBeneath(_ number: Int) -> [ReaderEffect] {
        guard case .detail(number, _) = route, pages.count >= 2,
            case .detail(let beneath, _) = pages[pages.count - 2]
        else { return [] }
        pages.remove(at: pages.count - 2)
        return [.closeDetail(beneath.number)]
    }

    /// Why `n` or `p` found no neighbour: the end of what is loaded, or of the feed.
    private func adjacentEndNotice(_ offset: Int, from number: Int, in feed: ComicListState.Feed) -> String {
        guard offset < 0 else { return "No comic after #\(number) in this list" }
        guard lists[feed]?.state.startNumber == nil else {
            return "#\(number) is the first comic loaded in this list · g loads the newest"
        }
        return feed == .latest ? "#\(number) is the newest comic" : "#\(number) is the first comic in this list"
    }

    /// A new screen for comic `number`, drawn as this terminal draws.
    func detailScreen(_ number: Int) -> DetailScreen {
        DetailScreen(
            number: number, imageSettings: imageSettings, display: imageDisplay, ambiguousIsWide: ambiguousIsWide)
    }

    /// `I` hides the image or shows it; `i` shows it at full height or
    /// leaves room for the alt text. The choice holds for the session.
    mutating func changeImageDisplay(_ action: ReaderAction) {
        guard imageSettings != nil else {
            notice = "Images are off (--images none, or not a terminal)"
            return
        }
        if action == .toggleFullImage {
            imageDisplay.isFullHeight = imageDisplay.isHidden ? imageDisplay.isFullHeight : !imageDisplay.isFullHeight
            imageDisplay.isHidden = false
        } else {
            imageDisplay.isHidden.toggle()
        }
        let (size, display) = (self.size, imageDisplay)
        detail?.show(display, in: size)
    }

    /// The comic `offset` rows from comic `number` in the feed's loaded rows; nil past the ends or on a failed row.
    private func comicNumber(at offset: Int, from number: Int, in feed: ComicListState.Feed) -> Int? {
        guard let rows = lists[feed]?.state.rows, let index = rows.firstIndex(where: { $0.number == number }),
            rows.indices.contains(index + offset), case .comic = rows[index + offset].content
        else { return nil }
        return rows[index + offset].number
    }
}
