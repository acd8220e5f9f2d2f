import GRDB

extension AppDatabase {
    /// The bookmarked numbers now, then after every change, from this
    /// process or another (seen within `externalCheckInterval`).
    ///
    /// Ending the iteration cancels the observation and its polling.
    func bookmarkedNumberChanges(externalCheckInterval: Duration) -> AsyncThrowingStream<Set<Int>, any Error> {
        numberChanges(
            in: BookmarkRecord.databaseTableName, fetch: Self.bookmarkedNumbers,
            externalCheckInterval: externalCheckInterval)
    }

    /// The set `fetch` reads from `table` now, then after every change to it,
    /// from this process or another (seen within `externalCheckInterval`).
    func numberChanges(
        in table: String, fetch: @escaping @Sendable (Database) throws -> Set<Int>, externalCheckInterval: Duration
    ) -> AsyncThrowingStream<Set<Int>, any Error> {
        let (stream, continuation) = AsyncThrowingStream<Set<Int>, any Error>.makeStream(
            bufferingPolicy: .bufferingNewest(1))
        let task = Task {
            do {
                try await publishNumbers(
                    fetch, of: table, to: continuation, externalCheckInterval: externalCheckInterval)
                continuation.finish()
            } catch is CancellationError {
                continuation.finish()
            } catch {
                continuation.finish(throwing: StorageError.using(error, path: path))
            }
        }
        continuation.onTermination = { _ in task.cancel() }
        return stream
    }

    private func publishNumbers(
        _ fetch: @escaping @Sendable (Database) throws -> Set<Int>, of table: String,
        to continuation: AsyncThrowingStream<Set<Int>, any Error>.Continuation, externalCheckInterval: Duration
    ) async throws {
        let monitor = isShared ? try ExternalCommitMonitor(database: self, interval: externalCheckInterval) : nil
        let numbers = ValueObservation
            .tracking(fetch)
            .removeDuplicates()
            .values(in: writer)
        try await withThrowingTaskGroup(of: Void.self) { group in
            group.addTask {
                for try await value in numbers { continuation.yield(value) }
            }
            if let monitor {
                group.addTask { try await monitor.run(notifyingObserversOf: table) }
            }
            // Either child ends only by failing or by cancellation.
            try await group.next()
            group.cancelAll()
        }
    }
}
