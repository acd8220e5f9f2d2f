import GRDB

/// The marked numbers of one table (bookmarks, read marks) of one database,
/// kept current by one observation and one polling connection however many
/// feeds and stores follow them.
///
/// GRDB's observation sees this process's writes; the database's one
/// `CommitPoller` wakes it when another process commits. Both run while at least one
/// caller runs `run()`, and stop when the last one is cancelled. Values go
/// to every subscriber through one `Broadcast`.
actor MarkWatcher {
    private let table: String
    private let fetch: @Sendable (Database) throws -> Set<Int>
    private let writer: any DatabaseWriter
    private let path: String
    /// Only a file can be changed by another process.
    private let isShared: Bool
    private let poller: CommitPoller
    /// The set as the observation last saw it; nil while nobody runs the watcher.
    private var watched: Set<Int>?
    private var observers = Broadcast<Set<Int>>()
    /// The latest set each subscriber holds: a set every one of them already
    /// has is not sent again.
    private var latestHeld: Set<Set<Int>> = []
    private var runners = 0
    private var watch: Task<Void, Never>?

    /// - Parameters:
    ///   - table: the table whose changes, here or in another process, wake the watch.
    ///   - fetch: reads the marked numbers from it.
    init(
        table: String, fetch: @escaping @Sendable (Database) throws -> Set<Int>,
        writer: any DatabaseWriter, path: String, isShared: Bool, poller: CommitPoller
    ) {
        self.table = table
        self.fetch = fetch
        self.writer = writer
        self.path = path
        self.isShared = isShared
        self.poller = poller
    }

    /// The marked numbers now, then after every change seen while `run()` runs.
    func changes() async throws -> AsyncStream<Set<Int>> {
        var start = watched
        if start == nil {
            let read = try await readNumbers()
            // The observation may have delivered a newer set while this one was read.
            start = watched ?? read
        }
        let current = start ?? []
        latestHeld.insert(current)
        return observers.subscribe(startingWith: current)
    }

    /// Watches until the calling task is cancelled; concurrent callers share one watch.
    func run() async {
        runners += 1
        if watch == nil {
            watch = Task { await self.watchForChanges() }
        }
        await Self.waitUntilCancelled()
        runners -= 1
        guard runners == 0 else { return }
        watch?.cancel()
        watch = nil
        watched = nil
    }

    private func watchForChanges() async {
        var hasJoined = false
        do {
            if isShared {
                try await poller.join(table)
                hasJoined = true
            }
            let values =
                ValueObservation
                .tracking(fetch)
                .removeDuplicates()
                .values(in: writer)
            for try await numbers in values { publish(numbers) }
        } catch {
            // Cancelled, or the database failed: subscribers keep the last set
            // they saw, and the feeds their pages.
        }
        if hasJoined { await poller.leave(table) }
    }

    private func publish(_ numbers: Set<Int>) {
        guard !Task.isCancelled else { return }
        watched = numbers
        guard latestHeld != [numbers] else { return }
        latestHeld = [numbers]
        observers.send(numbers)
    }

    private func readNumbers() async throws -> Set<Int> {
        do {
            return try await writer.read(fetch)
        } catch {
            throw error is CancellationError ? error : StorageError.using(error, path: path)
        }
    }

    private static func waitUntilCancelled() async {
        // An AsyncStream's iteration ends when the iterating task is cancelled.
        let (never, continuation) = AsyncStream<Never>.makeStream()
        for await _ in never {}
        continuation.finish()
    }
}
