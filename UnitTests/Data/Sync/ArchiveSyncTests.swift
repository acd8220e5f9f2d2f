import ComicTestSupport
import Foundation
import Synchronization
import Testing

@testable import ComicData

@Suite("Whole-archive sync", .timeLimit(.minutes(1)))
struct ArchiveSyncTests {
    let baseURL = URL(string: "https://xkcd.test")!

    func makeSync(
        _ client: ScriptedNetworkClient, database: AppDatabase, concurrency: Int = 8, batchSize: Int = 50,
        batchInterval: Duration = .seconds(1), maximumConsecutiveFailures: Int = 64
    ) -> ArchiveSync {
        ArchiveSync(
            remote: ComicAPIClient(client: client, configuration: .init(baseURL: baseURL)),
            database: database,
            configuration: .init(
                concurrency: concurrency, batchSize: batchSize, batchInterval: batchInterval,
                maximumConsecutiveFailures: maximumConsecutiveFailures))
    }

    /// The comic numbers requested, without the newest-comic request.
    func requestedNumbers(_ client: ScriptedNetworkClient) async -> [Int] {
        await client.requestedURLs.compactMap { url in
            if case .comic(let number) = XKCDRoute(path: url.path) { number } else { nil }
        }
    }

    func cachedNumbers(_ database: AppDatabase) async throws -> Set<Int> {
        Set(try await ComicCacheStore(database: database).cachedComics(below: Int.max, limit: Int.max).map(\.number))
    }

    @Test("into an empty cache: every comic once, 404 remembered as missing, the newest not fetched twice")
    func fullSync() async throws {
        let archive = try ComicArchive.small
        let client = ScriptedNetworkClient(archive: archive)
        let database = try AppDatabase.inMemory()

        let report = try await makeSync(client, database: database).run()

        #expect(try await cachedNumbers(database) == Set(archive.numbers))
        #expect(report.stored == 409)
        #expect(report.missing == [404])
        #expect(report.failures.isEmpty)
        #expect(report.isComplete)
        let requested = await requestedNumbers(client)
        #expect(requested.count == 409)
        #expect(Set(requested) == Set(1...409))
        #expect(await client.peakInFlight <= 8)
        #expect(try await SearchIndex(database: database).coverage().isComplete)
    }

    @Test("a second run fetches only the new comics; known gaps are not asked again")
    func incremental() async throws {
        let database = try AppDatabase.inMemory()
        _ = try await makeSync(ScriptedNetworkClient(archive: try .small), database: database).run()

        let grown = ComicArchive.synthetic(through: 415, missing: [404]).overlaying(try Fixtures.quirks())
        let client = ScriptedNetworkClient(archive: grown)
        let report = try await makeSync(client, database: database).run()

        #expect(await requestedNumbers(client).sorted() == [411, 412, 413, 414])
        #expect(report.stored == 5)
        #expect(report.alreadySynced == 410)
        #expect(try await cachedNumbers(database) == Set(grown.numbers))
    }

    @Test("some numbers only: those the cache lacks, none above the newest, no gap remembered for them")
    func someNumbers() async throws {
        let database = try AppDatabase.inMemory()
        try await ComicCacheStore(database: database).cacheComics([SyntheticComic.comic(number: 5)])
        let client = ScriptedNetworkClient(archive: try .small)

        let report = try await makeSync(client, database: database).run(numbers: [5, 7, 404, 409, 5_000])

        #expect(await requestedNumbers(client).sorted() == [7, 404, 409])
        #expect(report.stored == 2)
        #expect(report.missing == [404])
        #expect(report.lacking == 0, "only the numbers asked for count")
        #expect(try await cachedNumbers(database) == [5, 7, 409])
        #expect(
            try await !SyncStateStore(database: database).syncedNumbers().contains(5_000),
            "a number above the newest may exist later")
    }

    @Test("killed mid-batch: the next run keeps what was committed and refetches none of it")
    func resumesAfterCrash() async throws {
        // Numbers 1...200 never answer, so the run stalls with part of a batch unwritten.
        let archive = try ComicArchive.small
        let stalling = ScriptedNetworkClient { request in
            if case .comic(let number) = XKCDRoute(path: request.url.path), number <= 200 { return .hang }
            return ScriptedNetworkClient.Reply.archive(archive, request)
        }
        let database = try AppDatabase.inMemory()
        let sync = makeSync(stalling, database: database, batchSize: 50, batchInterval: .seconds(3600))
        let run = Task { try await sync.run() }
        await stalling.waitUntilInFlight(8)
        // 210 comics answered: four batches of 50 are written, the last 10 only buffered.
        try await waitUntil { try await cachedNumbers(database).count == 200 }
        run.cancel()
        await #expect(throws: CancellationError.self) { try await run.value }
        let committed = try await cachedNumbers(database)
        #expect(committed.count == 200)

        let client = ScriptedNetworkClient(archive: archive)
        let report = try await makeSync(client, database: database).run()

        let refetched = Set(await requestedNumbers(client)).intersection(committed)
        #expect(refetched.isEmpty)
        #expect(report.alreadySynced == 201, "200 comics, and 404 known not to exist")
        #expect(try await cachedNumbers(database) == Set(archive.numbers))
    }

    @Test("a comic that keeps failing is reported by number; everything else is kept")
    func failuresReported() async throws {
        let archive = try ComicArchive.small
        let client = ScriptedNetworkClient { request in
            if case .comic(let number) = XKCDRoute(path: request.url.path), [7, 300].contains(number) {
                return .status(500)
            }
            return ScriptedNetworkClient.Reply.archive(archive, request)
        }
        let database = try AppDatabase.inMemory()

        let report = try await makeSync(client, database: database).run()

        #expect(report.failures.map(\.number) == [7, 300])
        #expect(!report.isComplete)
        #expect(try await cachedNumbers(database) == Set(archive.numbers).subtracting([7, 300]))
        #expect(
            try await SearchIndex(database: database).coverage()
                == SearchCoverage(searchedCount: 407, archiveCount: 409))
    }

    @Test("when the network goes away, the run stops after a bounded number of failures")
    func stopsOnUnreachable() async throws {
        let archive = try ComicArchive.small
        let client = ScriptedNetworkClient { request in
            if case .comic = XKCDRoute(path: request.url.path) {
                return .failure(.unreachable(request.url, reason: "connection refused"))
            }
            return ScriptedNetworkClient.Reply.archive(archive, request)
        }
        let database = try AppDatabase.inMemory()

        let report = try await makeSync(client, database: database, concurrency: 4, maximumConsecutiveFailures: 10)
            .run()

        #expect(report.stopReason?.contains("10 comics failed in a row") == true)
        #expect(await requestedNumbers(client).count <= 10 + 4)
        #expect(try await cachedNumbers(database) == [410])
    }

    @Test("an implausible newest number is refused before anything is fetched")
    func implausibleNewest() async throws {
        let body = SyntheticComic.body(number: 5_000_000)
        let client = ScriptedNetworkClient { _ in .json(body) }
        let database = try AppDatabase.inMemory()

        await #expect(throws: ComicLoadError.self) { try await makeSync(client, database: database).run() }
        #expect(await client.requestedURLs.count == 1)
    }

    @Test("progress counts up to the total, failures included")
    func progress() async throws {
        let client = ScriptedNetworkClient(archive: .synthetic(through: 30, missing: [4]))
        let database = try AppDatabase.inMemory()
        let seen = ProgressLog()

        _ = try await makeSync(client, database: database).run { seen.append($0) }

        let values = seen.values
        #expect(values.first?.completed == 1)
        #expect(values.first?.total == 30)
        #expect(values.last?.completed == 30)
        #expect(values.map(\.completed) == values.map(\.completed).sorted())
    }
}

/// Progress values as they were reported.
final class ProgressLog: Sendable {
    private let log = Mutex<[SyncProgress]>([])
    func append(_ progress: SyncProgress) { log.withLock { $0.append(progress) } }
    var values: [SyncProgress] { log.withLock { $0 } }
}

/// Waits for a condition another task makes true, checking every 5 ms,
/// and fails once `limit` has passed without it.
func waitUntil(within limit: Duration = .seconds(20), _ condition: () async throws -> Bool) async throws {
    let deadline = ContinuousClock.now + limit
    while try await !condition() {
        guard ContinuousClock.now < deadline else { throw WaitTimedOut(limit: limit) }
        try await Task.sleep(for: .milliseconds(5))
    }
}

/// A condition a test waited for did not come in time.
struct WaitTimedOut: Error, CustomStringConvertible {
    let limit: Duration
    var description: String { "the condition did not hold within \(limit)" }
}

extension ScriptedNetworkClient.Reply {
    /// What xkcd.com would answer from `archive`.
    static func archive(_ archive: ComicArchive, _ request: NetworkRequest) -> Self {
        switch XKCDRoute(path: request.url.path) {
        case .newest: archive.newest.flatMap { archive.bodies[$0] }.map { .json($0) } ?? .status(404)
        case .comic(let number): archive.bodies[number].map { .json($0) } ?? .status(404)
        case nil: .status(404)
        }
    }
}
