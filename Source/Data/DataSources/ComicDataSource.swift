/// A feed source of comics: what Latest, Bookmarks, Unread and Search page.
public protocol ComicDataSource<PageBookmark>: FeedDataSource where Item == Comic {
    /// Comic `number`, or nil when the source does not hold it; a source
    /// that cannot tell throws.
    func comic(_ number: Int) async throws -> Comic?
}

extension ComicDataSource {
    public func item(_ number: Int) async throws -> Comic? {
        try await comic(number)
    }
}

/// A data source whose comics change while it is shown (the bookmarks,
/// written through their `MarkRepository`), and tells who listens about it.
///
/// The numbers it holds are a set of marks: `changes()` gives them as they
/// change, and a repository paging it reloads when they do.
public protocol MutableComicDataSource: ComicDataSource {
    associatedtype Changes: AsyncSequence & Sendable where Changes.Element == Set<Int>

    /// The numbers it holds now, then after every change (see `MarkStore.changes()`).
    func changes() async throws -> Changes

    /// Watches for changes made elsewhere until the calling task is cancelled.
    func run() async
}

extension MutableComicDataSource {
    /// Runs the store and calls `onChange` for every new set of numbers it holds.
    public func followChanges(_ onChange: @escaping @Sendable () async -> Void) async {
        await withDiscardingTaskGroup { group in
            group.addTask { await self.run() }
            group.addTask {
                var seen: Set<Int>?
                do {
                    for try await numbers in try await self.changes() where numbers != seen {
                        seen = numbers
                        await onChange()
                    }
                } catch {
                    // The store's stream failed (the database closed): nothing more to follow.
                }
            }
        }
    }
}
