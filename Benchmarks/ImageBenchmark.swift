import ComicData
import ComicTestSupport
import ComicUI
import Foundation

/// From "open comic" to the image's bytes ready for the terminal, for the
/// fixture 740×400 PNG (xkcd's usual size): over the stub server at 0 and
/// 50 ms latency (bound: one round trip), and from the saved images.
enum ImageBenchmark {
    static let columns = 80
    static let rows = 40

    static func run(runs: Int) async throws {
        let png = try ImageFixtures.png
        print("-- decode and encode alone, 740×400 PNG (\(png.count) bytes) into \(columns)×\(rows) cells")
        let decode = try await Timing.measure("decode (libpng)", runs: runs) {
            try ContinuousClock().measure { _ = try ImageDecoder.decode(png) }
        }
        print(decode.summary)
        let image = try ImageDecoder.decode(png)
        let graphicsList: [TerminalGraphics] = [.symbols(.truecolor), .symbols(.monochrome), .kitty, .iterm, .sixel]
        for graphics in graphicsList {
            let encoder = ChafaImageEncoder(graphics: graphics)
            var size = 0
            let encode = await Timing.measure("encode, \(graphics)", runs: runs) {
                ContinuousClock().measure {
                    size = encoder.encode(image, maximumColumns: columns, maximumRows: rows).bytes.count
                }
            }
            print("\(encode.summary); \(size / 1024) KiB out")
        }

        let archive = try ComicArchive.synthetic(through: 1).settingImage(
            "https://imgs.example.com/comics/fixture.png", ofComic: 1)
        try await withStubServer(archive) { server, baseURL in
            let comic = Comic(raw: try APIComic.decode(from: try await fetchBody(baseURL)))
            let encoder = ChafaImageEncoder(graphics: .symbols(.truecolor))
            for latency in [Duration.zero, .milliseconds(50)] {
                await server.setLatency(latency)
                let timing = try await Timing.measure(
                    "open comic -> symbol bytes, fetched at \(Timing.milliseconds(latency)) ms latency", runs: runs
                ) {
                    let loader = ComicImageLoader(
                        client: CurlNetworkClient().retrying(), database: try AppDatabase.inMemory())
                    return try await ContinuousClock().measure {
                        let loaded = try await loader.image(for: comic)
                        _ = encoder.encode(loaded.image, maximumColumns: columns, maximumRows: rows)
                    }
                }
                NetworkBenchmark.report(timing, bound: latency)
            }
            await server.setLatency(.zero)
            let database = try AppDatabase.inMemory()
            _ = try await ComicImageLoader(client: CurlNetworkClient(), database: database).image(for: comic)
            let offline = ComicImageLoader(savedImagesIn: database)
            let cached = try await Timing.measure("open comic -> symbol bytes, from the saved images", runs: runs) {
                try await ContinuousClock().measure {
                    let loaded = try await offline.image(for: comic)
                    _ = encoder.encode(loaded.image, maximumColumns: columns, maximumRows: rows)
                }
            }
            print(cached.summary)
        }
    }

    /// Comic 1's JSON as the stub serves it, its `img` pointing at the stub.
    private static func fetchBody(_ baseURL: URL) async throws -> Data {
        let response = try await CurlNetworkClient().send(
            NetworkRequest(url: baseURL.appendingPathComponent("1/info.0.json")))
        return response.body
    }
}
