import ComicTestSupport
import Foundation
import Testing

@testable import ComicData

@Suite("sync --images: every cached comic's image kept for offline reading", .timeLimit(.minutes(1)))
struct ImageSyncTests {
    /// Comics 1…30 cached; 7 has no image file; 9's image is not an image.
    func cachedArchive() async throws -> (AppDatabase, ScriptedNetworkClient) {
        let archive = try ComicArchive.synthetic(through: 30).settingImage("", ofComic: 7)
        let database = try AppDatabase.inMemory()
        let comics = try archive.numbers.compactMap { number in
            try archive.bodies[number].map { Comic(raw: try APIComic.decode(from: $0)) }
        }
        try await SyncStateStore(database: database).storeBatch(comics: comics, missing: [], fetchedAt: Date())
        let png = try ImageFixtures.png
        let client = ScriptedNetworkClient { request in
            request.url.lastPathComponent == "comic_9.png"
                ? .response(NetworkResponse(statusCode: 200, body: ImageFixtures.notAnImage))
                : .response(NetworkResponse(statusCode: 200, body: png))
        }
        return (database, client)
    }

    func imageSync(_ client: ScriptedNetworkClient, _ database: AppDatabase) throws -> ImageSync {
        let origins = ImageOrigins(apiBase: try #require(URL(string: "https://imgs.example.com")))
        return ImageSync(
            fetcher: NetworkImageFetcher(client: client, origins: origins), database: database,
            configuration: .init(batchBytes: 1024))
    }

    @Test("saves each image once, skips and counts comics without one, names the one that does not decode")
    func savesEveryImage() async throws {
        let (database, client) = try await cachedArchive()

        let report = try await imageSync(client, database).run()
        let imageSize = try ImageFixtures.png.count

        #expect(report.fetched == 28)
        #expect(report.withoutImage == [7])
        #expect(report.failures.map(\.number) == [9])
        #expect(report.failures.first?.reason == .unknownFormat)
        #expect(!report.isComplete)
        #expect(report.keptImages == 28)
        #expect(report.keptBytes == 28 * imageSize)
        #expect(await client.requests.count == 29)
    }

    @Test("kept images survive the cache's size limit; a second run fetches only what is missing")
    func keptAndResumable() async throws {
        let (database, client) = try await cachedArchive()
        _ = try await imageSync(client, database).run()

        // A cache limit of nothing evicts every image that is not kept.
        try await ImageStore(database: database).evictImages(keepingUnbookmarkedBytes: 0)
        #expect(try await ImageStore(database: database).keptImageUsage().images == 28)
        let again = try await imageSync(client, database).run()

        #expect(again.fetched == 0)
        #expect(again.alreadyKept == 28)
        #expect(again.failures.map(\.number) == [9])
        // Only the image that failed was asked for again.
        #expect(await client.requests.count == 30)
    }

    @Test("an image already in the cache is kept without a fetch")
    func keepsCachedImage() async throws {
        let (database, client) = try await cachedArchive()
        let url = "https://imgs.example.com/comics/comic_12.png"
        let png = try ImageFixtures.png
        try await ImageStore(database: database).saveImage(
            SavedImage(bytes: png, width: 1, height: 1), comic: 12, url: url, unbookmarkedCapacity: 1 << 30)

        let report = try await imageSync(client, database).run()

        #expect(report.keptFromCache == 1)
        #expect(report.fetched == 27)
        #expect(await client.requests.allSatisfy { $0.url.absoluteString != url })
    }

    @Test("an image host that never answers: the run stops after 64 failures in a row, not after every image")
    func failuresInARowStop() async throws {
        let archive = ComicArchive.synthetic(through: 300)
        let database = try AppDatabase.inMemory()
        let comics = try archive.numbers.compactMap { number in
            try archive.bodies[number].map { Comic(raw: try APIComic.decode(from: $0)) }
        }
        try await SyncStateStore(database: database).storeBatch(comics: comics, missing: [], fetchedAt: Date())
        let client = ScriptedNetworkClient { request in .failure(.timedOut(request.url)) }

        let report = try await imageSync(client, database).run()

        let asked = await client.requests.count
        #expect(report.stopReason?.hasPrefix("64 images failed in a row (last: ") == true)
        #expect(report.failures.count >= 64 && report.failures.count == asked)
        // Only the images already in flight when the 64th failed are asked after it.
        #expect(asked < 64 + ArchiveSync.Configuration.defaultConcurrency + 1)
        #expect(!report.isComplete)
    }
}
