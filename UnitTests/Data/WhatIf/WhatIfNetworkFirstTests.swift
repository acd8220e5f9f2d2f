import ComicTestSupport
import Foundation
import Testing

@testable import ComicData

/// `sync --whatif` created or opened the database before its first request;
/// the archive's request now leaves first, and the two overlap.
@Suite("What If? sync asks for the archive before the database is opened", .timeLimit(.minutes(1)))
struct WhatIfNetworkFirstTests {
    @Test("a database locked by another process does not hold back the archive's request")
    func archiveBeforeDatabase() async throws {
        let folder = try ServicesFolder()
        defer { folder.remove() }
        try await withStubServer(.synthetic(through: 3)) { server, baseURL in
            let holder = try await DatabaseLockHolder(path: folder.databasePath)
            var configuration = ComicServices.Configuration(databasePath: folder.databasePath)
            configuration.whatIfURL = baseURL
            let opening = Task { try await ComicServices.whatIfSyncFirst(configuration) }
            let askedWhileLocked = await holder.askedWhileLocked(server)
            #expect(askedWhileLocked, "no request left while the database was being opened")
            let sync = try #require(try await opening.value.1)
            // The stub site has no archive: the run says so from the request already made.
            await #expect(throws: WhatIfError.noArchive) { try await sync.run() }
            // The archive once; beside it, on a first sync, at most a window of articles guessed by number.
            let requests = await server.requestCount
            #expect((1...1 + ArchiveSync.Configuration.defaultConcurrency).contains(requests), "\(requests) requests")
        }
    }
}
