import ComicTestSupport
import Foundation
import Testing

@testable import ComicData

/// A PNG can carry megabytes of text that is never drawn (seen: 9.4 MB
/// files, 40 of them, 360 MB); what is saved is the image alone.
@Suite("sync --images keeps an image's pixels, not its text chunks", .timeLimit(.minutes(1)))
struct ImageSyncLeftOutTests {
    @Test("a PNG with 2 MB of text is saved without it, still decodes the same, and the report says what was left out")
    func textChunksLeftOut() async throws {
        let padded = try GeneratedImages.png(width: 40, height: 30, textChunkBytes: 2_000_000) { x, _ in
            UInt8(x * 6)
        }
        let database = try AppDatabase.inMemory()
        let comics = (1...3).map(SyntheticComic.comic(number:))
        try await SyncStateStore(database: database).storeBatch(comics: comics, missing: [], fetchedAt: Date())
        let client = ScriptedNetworkClient { _ in .response(NetworkResponse(statusCode: 200, body: padded)) }
        let origins = ImageOrigins(apiBase: try #require(URL(string: "https://imgs.example.com")))
        let sync = ImageSync(fetcher: NetworkImageFetcher(client: client, origins: origins), database: database)

        let report = try await sync.run()

        #expect(report.fetched == 3)
        #expect(report.leftOut.images == 3)
        #expect(report.leftOut.bytes >= 3 * 2_000_000)
        #expect(report.keptBytes < 3 * 10_000, "kept \(report.keptBytes) bytes")
        let saved = try #require(
            try await ImageStore(database: database).savedImage(
                comic: 1, url: try ComicImageLoader.followableURL(comics[0].raw.img).absoluteString, usedAt: Date()))
        #expect(try ImageDecoder.decode(saved.bytes) == ImageDecoder.decode(padded))
    }
}
