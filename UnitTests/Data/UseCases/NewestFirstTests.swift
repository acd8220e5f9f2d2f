import ComicTestSupport
import Foundation
import Testing

@testable import ComicData

/// A cold `xkcd latest` waited for the new database (migrations, syncs)
/// before its first request; the newest comic's request now leaves first.
@Suite("The newest comic is asked for before the database is opened", .timeLimit(.minutes(1)))
struct NewestFirstTests {
    @Test(
        "a database locked by another process does not hold back the newest comic's request; each comic is asked once")
    func requestBeforeDatabase() async throws {
        let folder = try ServicesFolder()
        defer { folder.remove() }
        try await withStubServer(.synthetic(through: 40)) { server, baseURL in
            let holder = try await DatabaseLockHolder(path: folder.databasePath)
            var configuration = ComicServices.Configuration(databasePath: folder.databasePath)
            configuration.baseURL = baseURL
            configuration.pageSize = 5
            let opening = Task { try await ComicServices.newestFirst(configuration) }
            let askedWhileLocked = await holder.askedWhileLocked(server)
            #expect(askedWhileLocked, "no request left while the database was being opened")

            let services = try await opening.value
            let first = try await services.latest.loadFirst(5)
            #expect(first.comics.map(\.number) == [40, 39, 38, 37, 36])
            #expect(await server.requestCount == 5, "the newest comic joined, not asked for again")
        }
    }

    @Test("with no database yet, the whole first page is on its way before Latest asks for it; each comic once")
    func firstPageAheadOfNewDatabase() async throws {
        let folder = try ServicesFolder()
        defer { folder.remove() }
        try await withStubServer(.synthetic(through: 40)) { server, baseURL in
            var configuration = ComicServices.Configuration(databasePath: folder.databasePath)
            configuration.baseURL = baseURL
            configuration.pageSize = 5
            let services = try await ComicServices.newestFirst(configuration)
            // Nothing has asked for a page yet: the comics below the newest were sent ahead, not for it.
            let sentAhead = await Self.requests(5, on: server, within: .seconds(10))
            let sent = await server.requestCount
            #expect(sentAhead, "only \(sent) of the page's 5 requests left ahead")

            let first = try await services.latest.loadFirst(5)
            #expect(first.comics.map(\.number) == [40, 39, 38, 37, 36])
            #expect(first.failures.isEmpty)
            #expect(await server.requestCount == 5, "the page joined what was sent ahead, not asked again")
            let cached = try await services.latestSource.cache.cachedComics(below: Int.max, limit: 10)
            #expect(cached.map(\.number) == [40, 39, 38, 37, 36], "what came ahead was saved")
        }
    }

    /// Whether the server has had `count` requests before `limit` is over; a
    /// bounded wait that fails the test instead of hanging it.
    private static func requests(_ count: Int, on server: StubXKCDServer, within limit: Duration) async -> Bool {
        let deadline = ContinuousClock.now + limit
        while await server.requestCount < count {
            guard ContinuousClock.now < deadline else { return false }
            try? await Task.sleep(for: .milliseconds(10))
        }
        return true
    }

    @Test("offline, nothing is asked for")
    func offline() async throws {
        let folder = try ServicesFolder()
        defer { folder.remove() }
        try await withStubServer(.synthetic(through: 40)) { server, baseURL in
            var configuration = ComicServices.Configuration(databasePath: folder.databasePath)
            configuration.baseURL = baseURL
            configuration.isOffline = true
            let services = try await ComicServices.newestFirst(configuration)
            _ = try? await services.latest.loadFirst(5)
            #expect(await server.requestCount == 0)
        }
    }
}
