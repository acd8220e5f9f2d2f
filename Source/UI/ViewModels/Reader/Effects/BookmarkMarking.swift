import ComicData
import Foundation

/// What the reader's effects call on the bookmarks: the shared bookmarks
/// `MarkRepository` itself (`ComicServices+ReaderServices.swift`), or a
/// test's in-memory stand-in. The handler calls it directly, with no
/// forwarding type between.
public protocol BookmarkMarking: Sendable {
    /// Bookmarks `comic` or removes its bookmark, in the bookmarks every feed shares.
    func setMarked(_ isMarked: Bool, comic: Comic) async throws
    /// When comic `number` was bookmarked; nil when it is not.
    func savedAt(_ number: Int) async throws -> Date?
    /// Bookmarks `comic` again with its first saved-at date.
    func restore(_ comic: Comic, savedAt: Date) async throws
    /// Removes the bookmarks of `numbers`, whose comics may not be cached.
    func remove(exactly numbers: [Int]) async throws
}
