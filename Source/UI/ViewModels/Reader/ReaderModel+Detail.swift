import ComicData

/// Keys on an open comic.
extension ReaderModel {
    mutating func performOnDetail(_ action: ReaderAction, number: Int, feed: FeedName) -> [ReaderEffect] {
        let size = self.size
        switch action {
        case .move(let lines): detail?.scroll(by: lines, in: size)
        case .movePage(let pages):
            detail?.scroll(by: pages * max(1, ComicDetailLayout.visibleLineCount(in: size)), in: size)
        case .moveHalfPage(let halves):
            detail?.scroll(by: halves * Self.half(ComicDetailLayout.visibleLineCount(in: size)), in: size)
        case .first: detail?.scroll(to: 0, in: size)
        case .last: detail?.scroll(to: Int.max, in: size)
        case .back:
            pages.removeLast()
            return [.closeDetail(number)]
        case .toggleBookmark:
            guard let state = detail?.state else { break }
            return [.setBookmark(state.comic, !state.isBookmarked)]
        case .toggleRead:
            // The feed's row follows the read marks; opening marked it read, so read until it says otherwise.
            let row = lists[feed]?.snapshot.rows.first { $0.number == number }
            guard case .comic(_, _, let isRead) = row?.content else { return setRead(number, false) }
            return setRead(number, !isRead)
        case .random: return [.pickRandom]
        case .openOutside(let kind):
            guard let link = outsideLink(kind, number: number) else { break }
            return [.openOutside(link)]
        case .toggleImage, .toggleFullImage: changeImageDisplay(action)
        case .copy(.link): return copyLink(of: number)
        case .copy(.altText):
            guard let state = detail?.state else { break }
            return copyAltText(state)
        case .openOwnLink:
            guard let state = detail?.state else { break }
            return openOwnLink(state)
        case .openAdjacent(let offset): return openAdjacent(offset, to: number, feed: feed)
        case .search: return searchFromDetail()
        case .view: return openViewer(detail?.state?.comic)
        case .zoom, .zoomToFit, .zoomToActualSize, .pan, .open, .switchFeed, .nextUnread, .refresh, .edit, .goTo, .undo,
            .markOlderRead, .returnToLeftOff,
            .confirm, .explain,
            .help, .redraw, .suspend, .quit:
            break
        }
        return []
    }
}

extension ReaderModel {
    /// Comic `number`'s page of `kind`: the explanation on the wiki the
    /// open comic's state or the reader names (`--explain-url`'s, else explain xkcd's).
    func outsideLink(_ kind: ComicLink.Kind, number: Int) -> ComicLink? {
        ComicLink(
            kind, number: number, explanationPagePrefix: detail?.state?.explanationPagePrefix ?? explanationPagePrefix)
    }
}
