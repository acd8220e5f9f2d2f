/// The bookmark marks' store: `MarkRepository` writes through it, so a
/// key press reaches SQLite with no data source in between.
extension BookmarkStore: MarkStore {
    /// Marking saves the comic, dated now; unmarking removes the bookmark (the comic stays cached).
    public func setMarked(_ isMarked: Bool, comic: Comic) async throws {
        if isMarked { try await save([(comic, now())]) } else { try await remove([comic.number]) }
    }
}
