import ComicData

/// Opening comics with their images, and moving between them in a feed.
extension ReaderModel {
    /// Pushes the comic's page, starts its view model (which loads its image
    /// when images are on) and fetches the neighbours' images, so `n` and
    /// `p` show theirs at once.
    mutating func openDetail(_ comic: Comic, from feed: FeedName) -> [ReaderEffect] {
        let number = comic.number
        pages.append(.detail(detailScreen(number), from: feed))
        // Opening a comic is reading it.
        var effects: [ReaderEffect] = [.openDetail(comic, from: feed), .markRead(number)]
        let neighbours = [-1, 1].compactMap { self.comic(at: $0, from: number, in: feed) }
        if imageSettings != nil, !neighbours.isEmpty {
            effects.append(.prefetchImages(neighbours))
        }
        return effects
    }

    /// Replaces the open comic with the one `offset` rows away in its feed,
    /// and selects that one in the list, so Back returns to it.
    mutating func openAdjacent(_ offset: Int, to number: Int, feed: FeedName) -> [ReaderEffect] {
        guard let next = comic(at: offset, from: number, in: feed), let list = lists[feed],
            let from = list.selectedIndex,
            let to = list.snapshot.rows.firstIndex(where: { $0.number == next.number })
        else {
            if let effects = openOnceStarted(offset, from: number, in: feed) { return effects }
            if offset < 0, let effects = openNewer(over: number, in: feed) { return effects }
            notice = adjacentEndNotice(offset, from: number, in: feed)
            return []
        }
        lists[feed]?.move(by: to - from)
        pages.removeLast()
        return [.closeDetail(number)] + openDetail(next, from: feed)
    }

    /// Why `n` or `p` found no neighbour: the end of what is loaded, or of the feed.
    private func adjacentEndNotice(_ offset: Int, from number: Int, in feed: FeedName) -> String {
        guard offset < 0 else { return "No comic after #\(number) in this list" }
        guard lists[feed]?.snapshot.startNumber == nil || lists[feed]?.snapshot.hasNewer == false else {
            return "#\(number) is the first comic loaded in this list · g loads the newest"
        }
        return Self.firstComicNotice(number, in: feed)
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
    private func comic(at offset: Int, from number: Int, in feed: FeedName) -> Comic? {
        guard let rows = lists[feed]?.snapshot.rows, let index = rows.firstIndex(where: { $0.number == number }),
            rows.indices.contains(index + offset)
        else { return nil }
        return rows[index + offset].comic
    }
}
