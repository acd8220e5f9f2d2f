import ComicTestSupport
import Foundation
import Testing

@testable import ComicData

/// The viewer's image: the comic's large version, else `_2x`, else `img`;
/// a version the server lacks is remembered, and what was fetched reads offline.
@Suite("The best image of a comic: large, 2x, normal")
struct BestImageTests {
    static let img = "https://imgs.xkcd.com/comics/money.png"
    static let double = "https://imgs.xkcd.com/comics/money_2x.png"
    static let page = "https://xkcd.com/980/huge/"
    static let large = "https://imgs.xkcd.com/comics/money_huge.png"

    /// The normal image 100 pixels wide, the 2x one 200, the large 600: which came shows in its width.
    struct Site {
        var missing: Set<String> = []
        var pageBody = "<html><body><h1>Money</h1><img src=\"//imgs.xkcd.com/comics/money_huge.png\"></body></html>"

        func client() throws -> ScriptedNetworkClient {
            let bodies: [String: Data] = [
                BestImageTests.img: try GeneratedImages.png(width: 100, height: 50) { x, _ in UInt8(x) },
                BestImageTests.double: try GeneratedImages.png(width: 200, height: 100) { x, _ in UInt8(x) },
                BestImageTests.large: try GeneratedImages.png(width: 600, height: 300) { x, _ in UInt8(x / 3) },
                BestImageTests.page: Data(pageBody.utf8),
            ]
            let missing = missing
            return ScriptedNetworkClient { request in
                let url = request.url.absoluteString
                guard !missing.contains(url), let body = bodies[url] else {
                    return .response(NetworkResponse(statusCode: 404, body: Data("not found".utf8)))
                }
                return .response(NetworkResponse(statusCode: 200, body: body))
            }
        }
    }

    static func comic(link: String = page) -> Comic {
        var raw = SyntheticComic.api(number: 980)
        raw.img = img
        raw.link = link
        return Comic(raw: raw)
    }

    static func loader(_ client: ScriptedNetworkClient, _ database: AppDatabase) throws -> ComicImageLoader {
        ComicImageLoader(
            client: client, database: database,
            origins: ImageOrigins(apiBase: try #require(URL(string: "https://xkcd.com"))))
    }

    @Test(
        "each version missing in turn: the best one left is shown",
        arguments: [
            ([String](), ImageVersion.large, 600),
            ([page], .double, 200),
            ([large], .double, 200),
            ([page, double], .normal, 100),
            ([large, double], .normal, 100),
        ])
    func versionsInTurn(missing: [String], version: ImageVersion, width: Int) async throws {
        let client = try Site(missing: Set(missing)).client()

        let image = try await Self.loader(client, try AppDatabase.inMemory()).bestImage(for: Self.comic())

        #expect(image.version == version)
        #expect(image.image.width == width)
    }

    @Test("a link that is an image is the large version itself; a link to elsewhere is no large version")
    func imageLinks() async throws {
        let client = try Site().client()
        let database = try AppDatabase.inMemory()

        let direct = try await Self.loader(client, database).bestImage(for: Self.comic(link: Self.large))
        let elsewhere = try await Self.loader(client, try AppDatabase.inMemory()).bestImage(
            for: Self.comic(link: "https://example.com/store/"))

        #expect(direct.version == .large)
        #expect(direct.image.width == 600)
        #expect(elsewhere.version == .double)
        #expect(await !client.requests.contains { $0.url.host == "example.com" })
    }

    @Test("a page's image on a host images are not fetched from is never asked for: the 2x is shown")
    func pageImageElsewhere() async throws {
        var site = Site()
        site.pageBody = "<img src=\"https://evil.example/money_huge.png\">"
        let client = try site.client()

        let image = try await Self.loader(client, try AppDatabase.inMemory()).bestImage(for: Self.comic())

        #expect(image.version == .double)
        #expect(await !client.requests.contains { $0.url.host == "evil.example" })
    }

    @Test("a 404 is remembered: the next time, the missing versions are not asked again")
    func missingRemembered() async throws {
        let client = try Site(missing: [Self.page, Self.double]).client()
        let database = try AppDatabase.inMemory()
        _ = try await Self.loader(client, database).bestImage(for: Self.comic())
        let asked = await client.requests.count

        let again = try await Self.loader(client, database).bestImage(for: Self.comic())

        #expect(again.version == .normal)
        #expect(again.isFromCache)
        let after = await client.requests.count
        #expect(after == asked)
    }

    @Test("offline, the best image fetched before is shown from the saved ones; the normal image stays saved")
    func offline() async throws {
        let client = try Site().client()
        let database = try AppDatabase.inMemory()
        let online = try Self.loader(client, database)
        _ = try await online.image(for: Self.comic())
        _ = try await online.bestImage(for: Self.comic())

        let offline = ComicImageLoader(savedImagesIn: database)
        let best = try await offline.bestImage(for: Self.comic())
        let normal = try await offline.image(for: Self.comic())

        #expect(best.version == .large)
        #expect(best.isFromCache)
        #expect(normal.image.width == 100)
    }

    @Test("the 2x address: _2x before the extension, none for a name without one or already 2x")
    func doubleAddress() throws {
        #expect(ImageVersion.doubleURL(of: try #require(URL(string: Self.img)))?.absoluteString == Self.double)
        #expect(ImageVersion.doubleURL(of: try #require(URL(string: Self.double))) == nil)
        #expect(ImageVersion.doubleURL(of: try #require(URL(string: "https://imgs.xkcd.com/comics/noext"))) == nil)
    }
}
