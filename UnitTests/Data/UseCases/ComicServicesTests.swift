import ComicTestSupport
import Foundation
import Testing

@testable import ComicData

/// The object graph built from a configuration, in process, as the command line builds it.
@Suite("Comic services")
struct ComicServicesTests {
    static func offlineServices() throws -> (ComicServices, URL) {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("services-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        var configuration = ComicServices.Configuration(databasePath: folder.appendingPathComponent("x.sqlite").path)
        configuration.isOffline = true
        configuration.baseURL = URL(string: "http://127.0.0.1:9")!
        return (try ComicServices(configuration), folder)
    }

    @Test("offline: the cache alone serves Latest, bookmarks wait for the network, a random pick says why")
    func offline() async throws {
        let (services, folder) = try Self.offlineServices()
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(!services.latestSource.hasNetwork)
        #expect(services.imageHost == nil)
        try await ComicCacheStore(database: services.database).cacheComics([makeComic(1), makeComic(2)])
        let entries = [MarkEntry(number: 5, line: 1)]
        _ = try await services.bookmarkRepository.importMarks(entries, now: Date())
        guard
            case .offline(let waiting) = try await services.bookmarks.fetchUncached(run: { _, _ in
                throw CancellationError()
            })
        else {
            Issue.record("fetched offline")
            return
        }
        #expect(waiting == 1)
        let found = try await services.comicLookup.find(.random(unread: false))
        #expect([1, 2].contains(found.comic.number))
        #expect(found.note == "note: offline; picked among the cached comics")
        _ = try await services.marks(.read).add([2])
        #expect(try await services.readMarkStore.markedNumbers() == [2])
    }
}
