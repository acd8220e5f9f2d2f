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
