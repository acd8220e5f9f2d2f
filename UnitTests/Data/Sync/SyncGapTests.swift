import ComicTestSupport
import Foundation
import Testing

@testable import ComicData

@Suite("Sync knows what it lacks", .timeLimit(.minutes(1)))
struct SyncGapTests {
    func sync(_ client: ScriptedNetworkClient, _ database: AppDatabase) -> ArchiveSync {
        ArchiveSync(
            remote: RemoteComicDataSource(
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
}
