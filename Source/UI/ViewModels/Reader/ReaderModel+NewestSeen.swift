extension ReaderModel {
    /// The newest comic the person saw: Latest's top row, when the list
    /// starts at the newest and it loaded (`xkcd new` counts from it).
    public var newestSeen: Int? {
        guard let list = lists[.latest]?.snapshot, list.startNumber == nil, !list.hasNewer, let top = list.rows.first,
            case .comic = top.content
        else { return nil }
        return top.number
    }
}
