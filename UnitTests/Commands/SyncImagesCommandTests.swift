import ComicTestSupport
import Foundation
import Testing

@Suite("xkcd sync --images, run as a person would", .serialized, .timeLimit(.minutes(2)))
struct SyncImagesCommandTests {
    static func blockCharacters(_ text: String) -> Int {
        text.unicodeScalars.filter { (0x2580...0x259F).contains($0.value) }.count
    }

    @Test("saves every image; they outlive the cache's limit and read offline; a second run fetches none")
    func savedForOffline() async throws {
        // Comic 7 is interactive: no image file.
        let archive = try ComicArchive.synthetic(through: 20).settingImage("https://imgs.xkcd.com/comics/", ofComic: 7)
        try await withStubServer(archive) { server, base in
            let runner = try CommandRunner(baseURL: base)
            let synced = try await runner.run("sync", "--images")
            #expect(synced.status == 0, "\(synced.stderr)")
            #expect(synced.stdout.contains("Saved 19 images"), "\(synced.stdout)")
            #expect(synced.stdout.contains("1 comic has no image"), "\(synced.stdout)")
            #expect(synced.stdout.contains("kept for offline reading: 19 images, "), "\(synced.stdout)")

            // A new comic shown with a cache of nothing: every image not kept is evicted.
            await server.setArchive(
                try ComicArchive.synthetic(through: 21).settingImage("https://imgs.xkcd.com/comics/", ofComic: 7))
            let shown = try await runner.run("show", "21", "--images", "symbols", "--image-cache-mb", "0")
            #expect(shown.status == 0, "\(shown.stderr)")
            let offline = try await runner.run("show", "5", "--images", "symbols", "--offline")
            #expect(offline.status == 0, "\(offline.stderr)")
            #expect(Self.blockCharacters(offline.stdout) > 100, "\(offline.stdout)\(offline.stderr)")

            await server.resetCounters()
            let again = try await runner.run("sync", "--images")
            #expect(again.status == 0, "\(again.stderr)")
            #expect(again.stdout.contains("Saved 1 image "), "only 21's: \(again.stdout)")
            // The newest, and comic 21's image (the cache of nothing evicted it).
            #expect(await server.requestCount == 2, "\(again.stdout)")
        }
    }

    @Test("an image that cannot be fetched or decoded is named, and the run exits 3")
    func missingImages() async throws {
        try await withStubServer(.synthetic(through: 12)) { server, base in
            await server.setImage(Data("not an image".utf8), named: "comics/comic_9.png")
            let result = try await CommandRunner(baseURL: base).run("sync", "--images")
            #expect(result.status == 3, "\(result.stderr)")
            #expect(result.stdout.contains("1 missing"), "\(result.stdout)")
            #expect(result.stderr.contains("image of comic 9 not saved"), "\(result.stderr)")
        }
    }

    @Test("an image on a host that is neither xkcd's nor the base URL's is never requested")
    func foreignHost() async throws {
        let archive = try ComicArchive.synthetic(through: 12)
            .settingImage("https://evil.example.net/comics/comic_4.png", ofComic: 4)
        try await withStubServer(archive) { _, base in
            let result = try await CommandRunner(baseURL: base).run("sync", "--images")
            #expect(result.status == 3)
            #expect(result.stderr.contains("image of comic 4 not saved: image host not allowed"), "\(result.stderr)")
        }
    }
}
