import ComicData

/// New rows of a feed's list: the selection kept, where the last run left
/// off, and what waited for them (newer comics, an unread comic, a start).
extension ReaderModel {
    mutating func receive(_ content: FeedSnapshot) -> [ReaderEffect] {
        let cameAbove = lists[content.feed, default: ListScreen(feed: content.feed)].update(content)
        resume(in: content)
        let newer = continueNewer(cameAbove, in: content, started: noteStart(of: content))
        // Rows asked for above are no news.
        if newer == nil { noteRowsAbove(cameAbove, in: content.feed) }
        return (newer ?? []) + continueUnreadSeek(in: content.feed)
    }

    /// Whether these are the rows of the start the list waited for (or its
    /// failure): then it waits no more.
    private mutating func noteStart(of content: FeedSnapshot) -> Bool {
        guard let start = startingList, start.feed == content.feed else { return false }
        guard content.startNumber == start.number || content.isFailed else { return false }
        startingList = nil
        return true
    }

    /// The first Latest rows select where the last run was, if it is among them;
    /// a move made before they came wins.
    private mutating func resume(in content: FeedSnapshot) {
        guard content.feed == .latest, let number = resumeNumber, !content.rows.isEmpty else { return }
        resumeNumber = nil
        guard content.rows.first?.number == lists[.latest]?.selectedRow?.number else { return }
        if lists[.latest]?.select(number: number) == false {
            leftOffNumber = number
            notice = Self.leftOffNotice(number)
        }
    }
}
