import ComicTestSupport
import Foundation
import Testing

@testable import ComicData

@Suite("Sync knows what it lacks", .timeLimit(.minutes(1)))
struct SyncGapTests {
    func sync(_ client: ScriptedNetworkClient, _ database: AppDatabase) -> ArchiveSync {
        ArchiveSync(
            remote: ComicAPIClient(
                client: client, configuration: .init(baseURL: URL(string: "https://x.test")!)),
            database: database, configuration: .init(concurrency: 8, batchSize: 50))
    }

    @Test("a passing 404 is asked again next time; up to date only when every number but 404 is cached")
    func transientNotFound() async throws {
        let archive = ComicArchive.synthetic(through: 300, missing: [404])
        let database = try AppDatabase.inMemory()
        let flaky = ScriptedNetworkClient { request in
            if case .comic(let number) = XKCDRoute(path: request.url.path), (100...109).contains(number) {
                return .status(404)
            }
            return ScriptedNetworkClient.Reply.archive(archive, request)
        }

        let first = try await sync(flaky, database).run()

        #expect(first.lacking == 10)
        #expect(!first.isComplete)
        #expect(
            try await SearchIndex(database: database).coverage()
                == SearchCoverage(searchedCount: 290, archiveCount: 300))

        let healthy = ScriptedNetworkClient(archive: archive)
        let second = try await sync(healthy, database).run()

        let asked = await healthy.requestedURLs.compactMap { url -> Int? in
            if case .comic(let number) = XKCDRoute(path: url.path) { number } else { nil }
        }
        #expect(Set(asked) == Set(100...109))
        #expect(second.stored == 10)
        #expect(second.lacking == 0)
        #expect(try await SearchIndex(database: database).coverage().isComplete)
    }

    @Test("after the newest moves back (120 to 100), search counts only up to it; comics cached since count again")
    func newestMovesBack() async throws {
        // Given comics 111-120 cached while the newest was 120,
        let database = try AppDatabase.inMemory()
        let cache = ComicCacheStore(database: database)
        let before = Date(timeIntervalSince1970: 1_000)
        try await cache.cacheComics((111...120).map(SyntheticComic.comic(number:)), fetchedAt: before)
        // when a sync finds the newest is 100 and fetches 1-100,
        let archive = ComicArchive.synthetic(through: 100, missing: [])
        let report = try await ArchiveSync(
            remote: ComicAPIClient(
                client: ScriptedNetworkClient(archive: archive),
                configuration: .init(baseURL: URL(string: "https://x.test")!)),
            database: database, configuration: .init(concurrency: 8, batchSize: 50),
            now: { before.addingTimeInterval(60) }
        ).run()
        #expect(report.isComplete)

        // then search covers the archive whole: 100 of 100, not 110 of 120.
        let coverage = try await SearchIndex(database: database).coverage()
        #expect(coverage == SearchCoverage(searchedCount: 100, archiveCount: 100), "\(coverage)")

        // A comic cached after the sync (the newest moved on to 121) counts, and 101-110 are lacking again.
        try await cache.cacheComics([SyntheticComic.comic(number: 121)], fetchedAt: before.addingTimeInterval(120))
        let later = try await SearchIndex(database: database).coverage()
        #expect(later.searchedCount <= later.archiveCount)
        #expect(later == SearchCoverage(searchedCount: 111, archiveCount: 121), "\(later)")
    }
}
