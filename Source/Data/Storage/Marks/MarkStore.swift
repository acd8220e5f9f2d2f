/// Where one kind of mark is kept: the set of marked comic numbers, and
/// the commands that change it.
///
/// The bookmarks store is one, the read marks' another; `MarkRepository` is
/// the only caller of `setMarked` and the stores' other writes.
public protocol MarkStore: Sendable {
    associatedtype Changes: AsyncSequence & Sendable where Changes.Element == Set<Int>

    /// The marked numbers now.
    func markedNumbers() async throws -> Set<Int>

    /// The marked numbers now, then again after every change. Changes made
    /// outside this process arrive only while `run()` runs. Ending the
    /// iteration ends the subscription.
    func changes() async throws -> Changes

    /// Watches for changes made elsewhere (another process) until the calling
    /// task is cancelled. Any number of callers share one watcher.
    func run() async
}

extension MarkStore {
    /// A store that only this process changes has nothing to watch.
    public func run() async {}
}

/// A store of marks on comics (bookmarks, read marks), which a comic's
/// screen and list set one comic at a time; What If? articles' marks are
/// another store (`WhatIfMarkStore`), set by number.
public protocol ComicMarkStore: MarkStore {
    func setMarked(_ isMarked: Bool, comic: Comic) async throws
}
