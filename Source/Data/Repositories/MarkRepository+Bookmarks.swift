import Foundation

/// Bookmarks' own commands (the undo of a removal, the command line's
/// additions and removals), through the repository like every bookmark, so
/// every feed shows them at once.
extension MarkRepository where Store == BookmarkStore {
    /// Bookmarks a comic again with the date it was first saved, so it
    /// returns to its place among the bookmarks; the cached comic, and when
    /// it was fetched, stay as they are.
    public func restore(_ comic: Comic, savedAt: Date) async throws {
        try await write({ try await $0.restore(comic, savedAt: savedAt) }, marking: { $0.insert(comic.number) })
    }

    /// When comic `number` was bookmarked (what an undo restores); nil when it is not.
    public func savedAt(_ number: Int) async throws -> Date? {
        try await store.savedAt(number)
    }

    /// Bookmarks comics in one transaction: all of them or none. One
    /// bookmarked already keeps its date.
    public func add(_ comics: [Comic]) async throws {
        try await write({ try await $0.add(comics) }, marking: { $0.formUnion(comics.map(\.number)) })
    }

    /// Removes bookmarks; nothing is removed when one of `numbers` is not bookmarked.
    public func remove(exactly numbers: [Int]) async throws {
        try await write(
            { store in
                let missing = try await store.removeIfAllExist(numbers)
                guard missing.isEmpty else { throw ComicQueryError.notBookmarked(missing) }
            }, marking: { $0.subtract(numbers) })
    }
}
