import Foundation

/// The undo of a bookmark's removal, through the repository like every
/// bookmark, so every feed shows it back at once.
extension MarkRepository where Store == LocalComicDataSource {
    /// Bookmarks a comic again with the date it was first saved, so it
    /// returns to its place among the bookmarks.
    public func restore(_ comic: Comic, savedAt: Date) async throws {
        try await write({ try await $0.restore(comic, savedAt: savedAt) }, marking: { $0.insert(comic.number) })
    }

    /// When comic `number` was bookmarked (what an undo restores); nil when it is not.
    public func savedAt(_ number: Int) async throws -> Date? {
        try await store.savedAt(number)
    }
}
