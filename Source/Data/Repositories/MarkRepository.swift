import Foundation

/// The comics marked in one store (bookmarks, read comics), kept current and
/// published to every feed that shows them.
///
/// Feeds share one instance per store, so a mark set through one feed shows
/// in all of them at once; `run()` follows changes made outside this process.
/// Every mark this process sets goes through `write`, and nothing else
/// writes the stores' tables (the kinds' own commands are in extensions:
/// read marks, bookmark restores; imports below).
public actor MarkRepository<Store: MarkStore>: ComicMarkRepository {
    public nonisolated let mark: Mark
    let store: Store
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

    /// Changes the store, then shows the outcome to every observer at once
    /// rather than when the watcher next looks: `marking` applies the change
    /// to the marked numbers. Before the numbers were ever read they are read
    /// whole, so one change never stands for the set.
    func write<Value>(
        _ change: (Store) async throws -> Value, marking: (inout Set<Int>) -> Void
    ) async throws -> Value {
        try await write(change, markingWith: { numbers, _ in marking(&numbers) })
    }

    /// The same, for a change whose outcome says which numbers it marked.
    func write<Value>(
        _ change: (Store) async throws -> Value, markingWith marking: (inout Set<Int>, Value) -> Void
    ) async throws -> Value {
        let value = try await change(store)
        if isLoaded {
            var next = numbers
            marking(&next, value)
            apply(next)
        } else if let read = try? await store.markedNumbers() {
            apply(read)
        }
        return value
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

extension MarkRepository where Store: ComicMarkStore {
    public func setMarked(_ isMarked: Bool, comic: Comic) async throws {
        try await write(
            { try await $0.setMarked(isMarked, comic: comic) },
            marking: { marked in
                if isMarked { marked.insert(comic.number) } else { marked.remove(comic.number) }
            })
    }
}

extension MarkRepository where Store: MarkImporting {
    /// Imports a mark file's entries in one transaction, all or none; every
    /// feed shows the new marks at once.
    public func importMarks(_ entries: [MarkEntry], now: Date) async throws -> MarkImportSummary {
        try await write(
            { try await $0.importMarks(entries, now: now) },
            markingWith: { marked, summary in marked.formUnion(summary.addedNumbers) })
    }
}
