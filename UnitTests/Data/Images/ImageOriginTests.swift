import ComicTestSupport
import Foundation
import Testing

@testable import ComicData

@Suite("Images only from the chosen hosts", .serialized, .timeLimit(.minutes(1)))
struct ImageOriginTests {
    func comic(img: String) -> Comic {
        var raw = SyntheticComic.api(number: 5)
        raw.img = img
        return Comic(raw: raw)
    }

    @Test("an img on another host or another port of the API's host is refused with no request")
    func otherOrigins() async throws {
        let api = try HostileServer(mode: .newest(9))
        defer { api.stop() }
        let elsewhere = try HostileServer(mode: .newest(9))
        defer { elsewhere.stop() }
        let port = try #require(elsewhere.baseURL.port)
        let loader = ComicImageLoader(
            client: CurlNetworkClient(), database: nil, origins: ImageOrigins(apiBase: api.baseURL))

        for (img, shown) in [
            ("http://127.0.0.1:\(port)/x.png", "127.0.0.1:\(port)"),
            ("http://127.0.0.2:\(port)/x.png", "127.0.0.2:\(port)"),
            ("https://imgs.xkcd.com:8443/x.png", "imgs.xkcd.com:8443"),
            ("http://evil.example/x.png", "evil.example:80"),
        ] {
            await #expect(throws: ImageUnavailable.hostNotAllowed(shown)) {
                try await loader.image(for: comic(img: img))
            }
        }
        #expect(elsewhere.requestCount == 0)
        #expect(
            ImageUnavailable.hostNotAllowed("evil.example:80").description == "image host not allowed: evil.example:80")
    }

    @Test("xkcd's image hosts on their default ports and the API's own origin are allowed")
    func allowed() throws {
        let origins = ImageOrigins(apiBase: URL(string: "http://127.0.0.1:8080")!)
        for text in [
            "https://imgs.xkcd.com/comics/a.png", "https://imgs.xkcd.com:443/comics/a.png",
            "http://imgs.xkcd.com/a.png",
            "http://127.0.0.1:8080/images/a.png",
        ] {
            #expect(throws: Never.self) { try origins.check(URL(string: text)!) }
        }
    }
}
