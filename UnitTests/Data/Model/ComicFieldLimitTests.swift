import ComicData
import ComicTestSupport
import Foundation
import Testing

@Suite("Per-field limits and lenient decoding")
struct ComicFieldLimitTests {
    static let fields: [(name: String, limit: Int)] = [
        ("title", ComicFieldLimits.title), ("safe_title", ComicFieldLimits.safeTitle), ("alt", ComicFieldLimits.alt),
        ("transcript", ComicFieldLimits.transcript), ("news", ComicFieldLimits.news), ("link", ComicFieldLimits.link),
        ("img", ComicFieldLimits.img),
    ]

    @Test("a field one byte over its cap refuses the comic, naming the field; at the cap it decodes")
    func overCap() throws {
        for (name, limit) in Self.fields {
            let atCap = try APIComic.decode(from: HostileServer.comicJSON(7, field: name, bytes: limit))
            #expect(atCap.num == 7)
            let error = #expect(throws: ComicFieldTooLong.self) {
                try APIComic.decode(from: HostileServer.comicJSON(7, field: name, bytes: limit + 1))
            }
            #expect(error?.description == "\(name) is \(limit + 1) bytes, over the \(limit)-byte limit")
        }
    }

    @Test("every real comic is under every cap", .enabled(if: Fixtures.hasFullDump))
    func realArchiveFits() throws {
        // fullDump decodes every body with the limits in force.
        #expect(try Fixtures.fullDump().bodies.count == 3_103)
    }

    @Test("a server's 1.9 MB title is refused as malformed, naming the field")
    func hostileHugeTitle() async throws {
        let server = try HostileServer(mode: .hugeField("title", bytes: 1_900_000, newest: 9))
        defer { server.stop() }
        let remote = ComicAPIClient(
            client: CurlNetworkClient(), configuration: .init(baseURL: server.baseURL))
        do {
            _ = try await remote.comic(5)
            Issue.record("a 1.9 MB title was accepted")
        } catch let error as ComicLoadError {
            guard case .malformed(_, let reason) = error else {
                Issue.record("unexpected \(error)")
                return
            }
            #expect(reason == "title is 1900000 bytes, over the 1024-byte limit")
        }
    }

    @Test("an invalid UTF-8 byte becomes U+FFFD and the comic is kept")
    func invalidUTF8() throws {
        var body = Data(#"{"num": 3, "title": "A"#.utf8)
        body.append(0xFF)
        body.append(
            contentsOf: Array(#"B", "safe_title": "", "alt": "", "img": "", "year": "", "month": "", "day": ""}"#.utf8))
        let comic = try APIComic.decode(from: body)
        #expect(comic.title == "A\u{FFFD}B")
    }

    @Test("a lone surrogate becomes U+FFFD; a pair and an escaped backslash stay as they are")
    func loneSurrogate() throws {
        let json = #"""
            {"num": 4, "title": "x\uD800y", "safe_title": "\uD83D\uDE00", "alt": "\\uD800", "img": "",
             "transcript": "\uDC00", "year": "", "month": "", "day": ""}
            """#
        let comic = try APIComic.decode(from: Data(json.utf8))
        #expect(comic.title == "x\u{FFFD}y")
        #expect(comic.safeTitle == "😀")
        #expect(comic.alt == #"\uD800"#)
        #expect(comic.transcript == "\u{FFFD}")
    }

    @Test("JSON that is broken for other reasons still fails")
    func stillStrict() {
        #expect(throws: (any Error).self) { try APIComic.decode(from: Data(#"{"num": 4, "title": "\uD800"#.utf8)) }
    }

    @Test("a comic cached before the caps is cut to them on reading, never mid-character")
    func cachedBeforeTheCaps() async throws {
        let database = try AppDatabase.inMemory()
        let huge = APIComic(
            num: 7, title: String(repeating: "é", count: 600_000), safeTitle: "S", alt: "", img: "",
            year: "2024", month: "1", day: "2")
        try await ComicCacheStore(database: database).cacheComics([Comic(raw: huge)], fetchedAt: Date())

        let cached = try #require(try await ComicCacheStore(database: database).cachedComic(7))

        #expect(cached.raw.title.utf8.count == ComicFieldLimits.title)
        #expect(cached.title == String(repeating: "é", count: ComicFieldLimits.title / 2))
        #expect(ComicFieldLimits.capped("aé", 2) == "a")
    }
}
