import ComicData
import ComicTestSupport
import Foundation
import Testing

/// `xkcd search` over comics and saved What If? articles: one list in one
/// rank, not the two lists taken in turn.
@Suite("xkcd search ranks comics and articles together", .timeLimit(.minutes(2)))
struct WhatIfSearchCommandTests {
    /// Comic 5 names the word once in its alt text, comic 6 once in its
    /// transcript; article 3 says it six times in its body, article 4 once.
    static func archive() throws -> ComicArchive {
        var alt = SyntheticComic.api(number: 5)
        alt.alt = "A zeppelin drifts by."
        var transcript = SyntheticComic.api(number: 6)
        transcript.transcript = "[[A zeppelin.]]"
        let overlay = ComicArchive(bodies: [
            5: try JSONEncoder().encode(alt), 6: try JSONEncoder().encode(transcript),
        ])
        return ComicArchive.synthetic(through: 8).overlaying(overlay)
    }

    static var site: WhatIfSite {
        var site = WhatIfSite.generated(count: 4)
        for index in site.articles.indices { site.articles[index].illustrations = [] }
        site.articles[2].body = "<p>" + Array(repeating: "The zeppelin rose.", count: 6).joined(separator: " ") + "</p>"
        site.articles[3].body = "<p>A zeppelin, once.</p>"
        return site
    }

    /// Each hit of `search <words> --json` as kind and number.
    static func hits(_ result: ChildProcess.Result) throws -> [String] {
        let list = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [[String: Any]])
        return list.map { "\($0["kind"] as? String ?? "?") \($0["num"] as? Int ?? 0)" }
    }

    @Test("the best match comes first whatever its kind; --kind keeps its own order")
    func oneRank() async throws {
        try await withStubServer(try Self.archive()) { server, base in
            await server.publish(Self.site)
            let runner = try CommandRunner(baseURL: base)
            let site = ["--whatif-url", base.absoluteString]
            #expect(try await runner.run(["sync", "--whatif"] + site).status == 0)
            #expect(try await runner.run(["latest", "--count", "8"] + site).status == 0)

            let both = try await runner.run(["search", "zeppelin", "--json"] + site)
            #expect(both.status == 0, "\(both.stderr)")
            let hits = try Self.hits(both)
            // Taken in turn, comic 5 would lead: the article says it six times, the comic once.
            #expect(Array(hits.prefix(2)) == ["whatif 3", "comic 5"], "\(hits)")
            #expect(Set(hits.dropFirst(2)) == ["comic 6", "whatif 4"], "\(hits)")
            let comics = try await runner.run(["search", "zeppelin", "--json", "--kind", "comic"] + site)
            #expect(try Self.hits(comics) == ["comic 5", "comic 6"])
            let articles = try await runner.run(["search", "zeppelin", "--json", "--kind", "whatif"] + site)
            #expect(try Self.hits(articles) == ["whatif 3", "whatif 4"])
        }
    }
}
