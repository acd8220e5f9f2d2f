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

/// What the reader's effects call on the read marks: the shared read marks'
/// `MarkRepository` itself, or a test's in-memory stand-in.
public protocol ReadMarking: Sendable {
    /// Gives comics a read mark, or takes it away; one read before keeps its first time.
    func setMarked(_ isMarked: Bool, numbers: [Int]) async throws
    /// How many comics numbered at or below `number` have no read mark (what `markAll` would mark).
    func unmarkedCount(atOrBelow number: Int) async throws -> Int
    /// Gives every comic numbered at or below `number` a read mark; returns how many were new.
    func markAll(atOrBelow number: Int) async throws -> Int
}
