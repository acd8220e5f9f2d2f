import GRDB

extension AppDatabase {
    /// The bookmarked numbers now, then after every change, from this
    /// process or another (seen within `externalCheckInterval`).
    ///
    /// Ending the iteration cancels the observation and its polling.
    func bookmarkedNumberChanges(externalCheckInterval: Duration) -> AsyncThrowingStream<Set<Int>, any Error> {
        let (stream, continuation) = AsyncThrowingStream<Set<Int>, any Error>.makeStream(
            bufferingPolicy: .bufferingNewest(1))
        let task = Task {
            do {
                try await publishBookmarkedNumbers(to: continuation, externalCheckInterval: externalCheckInterval)
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

    private func publishBookmarkedNumbers(
        to continuation: AsyncThrowingStream<Set<Int>, any Error>.Continuation, externalCheckInterval: Duration
    ) async throws {
        let monitor = isShared ? try ExternalCommitMonitor(database: self, interval: externalCheckInterval) : nil
        let numbers = ValueObservation
            .tracking(Self.bookmarkedNumbers)
            .removeDuplicates()
            .values(in: writer)
        try await withThrowingTaskGroup(of: Void.self) { group in
            group.addTask {
                for try await value in numbers { continuation.yield(value) }
            }
            if let monitor {
                group.addTask { try await monitor.run(notifyingObserversOf: BookmarkRecord.databaseTableName) }
            }
            // Either child ends only by failing or by cancellation.
            try await group.next()
            group.cancelAll()
        }
    }
}
