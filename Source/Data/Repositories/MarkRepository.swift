/// The comics marked in one store (bookmarks, read comics), kept current and
/// published to every feed that shows them.
///
/// Feeds share one instance per store, so a mark set through one feed shows
/// in all of them at once; `run()` follows changes made outside this process.
public actor MarkRepository<Store: MarkStore>: ComicMarkRepository {
    public nonisolated let mark: Mark
    private let store: Store
    private var numbers: Set<Int> = []
    /// Bumped by every change, so a slow first read cannot undo a newer one.
    private var revision = 0
    private var isLoaded = false
    private var observers = Broadcast<Set<Int>>()

    public init(_ mark: Mark, store: Store) {
        self.mark = mark
        self.store = store
    }

    public var markedNumbers: Set<Int> { numbers }

    public func changes() -> AsyncStream<Set<Int>> {
        observers.subscribe(startingWith: numbers)
    }

    public func prewarm() async {
        guard !isLoaded else { return }
        let startRevision = revision
        do {
            let read = try await store.markedNumbers()
            if revision == startRevision { apply(read) }
        } catch {
            // Unreadable now: `run()` or the next change brings the set.
        }
    }

    public func setMarked(_ isMarked: Bool, comic: Comic) async throws {
        try await store.setMarked(isMarked, comic: comic)
        var next = numbers
        if isMarked { next.insert(comic.number) } else { next.remove(comic.number) }
        apply(next)
    }

    public func run() async {
        await withDiscardingTaskGroup { group in
            group.addTask { await self.store.run() }
            group.addTask {
                do {
                    for try await numbers in try await self.store.changes() { await self.apply(numbers) }
                } catch {
                    // The store's stream failed (the database closed): nothing more to follow.
                }
            }
        }
    }

    private func apply(_ next: Set<Int>) {
        isLoaded = true
        revision += 1
        guard next != numbers else { return }
        numbers = next
        observers.send(next)
    }
}
