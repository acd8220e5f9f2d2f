import Foundation

/// Saves explain xkcd's page of every cached comic: the `sync --explain` engine.
///
/// With nothing saved yet it parses every page, newest first. Once
/// anything is saved it first asks the wiki for the current revisions
/// (`titlesPerRequest` titles a request) and parses only the pages that
/// are new or whose revision moved, so a run with nothing edited parses
/// nothing. Each page is saved as it comes, in its own transaction: a run
/// stopped at any moment keeps what it saved, and the next one continues.
public struct ExplanationSync: Sendable {
    public let remote: RemoteExplanationSource
    public let store: ExplanationStore
    public let cache: ComicCacheStore
    /// Pages parsed at once (the wiki's client allows no more than its own limit anyway).
    public let concurrency: Int
    /// Failures in a row that end the run (the network is gone).
    public let maximumConsecutiveFailures: Int

    public init(
        remote: RemoteExplanationSource, store: ExplanationStore, cache: ComicCacheStore, concurrency: Int = 2,
        maximumConsecutiveFailures: Int = 10
    ) {
        self.remote = remote
        self.store = store
        self.cache = cache
        self.concurrency = max(1, concurrency)
        self.maximumConsecutiveFailures = max(1, maximumConsecutiveFailures)
    }

    private enum Outcome: Sendable {
        case saved
        case noPage
        case failed(String)
        case cancelled
    }

    /// Syncs; `progress` hears after every page (callers throttle). Throws
    /// when the revisions cannot be asked or the database cannot be read.
    public func run(progress: @escaping @Sendable (SyncProgress) -> Void = { _ in }) async throws
        -> ExplanationSyncReport
    {
        let clock = ContinuousClock()
        let start = clock.now
        let numbers = try await cache.cachedComicNumbers()
        let saved = try await store.savedRevisions()
        var wanted = numbers
        var unknown: [Int: String] = [:]
        // Comics the revisions say have no page: without one, not unchanged.
        var pageless: [Int] = []
        if !saved.isEmpty {
            // A comic whose revision the wiki did not give is neither changed nor unchanged: a failure to retry.
            let current = try await remote.wiki.revisions(of: numbers)
            unknown = current.unknown
            wanted = numbers.filter { number in current.revisions[number].map { $0 != saved[number] } ?? false }
            pageless = numbers.filter { current.revisions[$0] == nil && current.unknown[$0] == nil }
            try await store.recordMissing(pageless)
        }
        var tally = Tally(total: wanted.count + unknown.count, maximumConsecutiveFailures: maximumConsecutiveFailures)
        tally.recordUnknown(unknown)
        progress(tally.progress(elapsed: clock.now - start))
        try await withThrowingTaskGroup(of: (Int, Outcome).self) { group in
            var pending = wanted.makeIterator()
            func startNext() {
                guard tally.stopReason == nil, let number = pending.next() else { return }
                group.addTask { (number, await fetch(number)) }
            }
            for _ in 0..<concurrency { startNext() }
            while let (number, outcome) = try await group.next() {
                try Task.checkCancellation()
                tally.record(number, outcome)
                progress(tally.progress(elapsed: clock.now - start))
                startNext()
            }
        }
        return ExplanationSyncReport(
            comics: numbers.count, saved: tally.saved,
            unchanged: numbers.count - wanted.count - unknown.count - pageless.count,
            withoutPage: (tally.withoutPage + pageless).sorted(),
            failures: tally.failures.sorted { $0.number < $1.number },
            stopReason: tally.stopReason, elapsed: clock.now - start)
    }

    private func fetch(_ number: Int) async -> Outcome {
        do {
            let explanation = try await remote.explanation(of: number)
            try await store.save(explanation)
            return .saved
        } catch ExplanationError.noPage(_) {
            // Remembered, so offline the comic is said to have no page; a failed note costs only that wording.
            try? await store.recordMissing([number])
            return .noPage
        } catch is CancellationError {
            // Stopped early: the page is left for the next run.
            return .cancelled
        } catch {
            return Task.isCancelled ? .cancelled : .failed("\(error)")
        }
    }

    private struct Tally {
        let total: Int
        let maximumConsecutiveFailures: Int
        var completed = 0
        var saved = 0
        var withoutPage: [Int] = []
        var failures: [ExplanationSyncReport.Failure] = []
        var consecutiveFailures = 0
        var stopReason: String?

        init(total: Int, maximumConsecutiveFailures: Int) {
            self.total = total
            self.maximumConsecutiveFailures = maximumConsecutiveFailures
        }

        /// Comics whose revision is not known: failed, without counting toward a stop.
        mutating func recordUnknown(_ unknown: [Int: String]) {
            completed += unknown.count
            failures += unknown.map { .init(number: $0.key, reason: $0.value) }
        }

        mutating func record(_ number: Int, _ outcome: Outcome) {
            if case .cancelled = outcome { return }
            completed += 1
            switch outcome {
            case .saved:
                saved += 1
                consecutiveFailures = 0
            case .noPage:
                withoutPage.append(number)
                consecutiveFailures = 0
            case .failed(let reason):
                consecutiveFailures += 1
                failures.append(.init(number: number, reason: reason))
                if consecutiveFailures >= maximumConsecutiveFailures, stopReason == nil {
                    stopReason = "\(consecutiveFailures) explanations failed in a row (last: \(reason))"
                }
            case .cancelled:
                break
            }
        }

        func progress(elapsed: Duration) -> SyncProgress {
            SyncProgress(completed: completed, total: total, failed: failures.count, elapsed: elapsed)
        }
    }
}
