import ComicData
import ComicTestSupport
import Foundation
import Testing

/// What If? asks only its own origin: an illustration or a link on another
/// one (here a second server on another port) is never requested, by
/// `sync --whatif` nor by `whatif N`; the link stays as text.
@Suite("xkcd whatif asks only the configured origin", .timeLimit(.minutes(2)))
struct WhatIfOriginCommandTests {
    @Test("an illustration and a link elsewhere are refused, not followed; the article still reads")
    func elsewhere() async throws {
        try await withStubServer(ComicArchive.synthetic(through: 3)) { other, otherBase in
            try await withStubServer(ComicArchive.synthetic(through: 3)) { server, base in
                let away = otherBase.appendingPathComponent("imgs/a/2/far.png").absoluteString
                var site = WhatIfSite.generated(count: 2)
                site.articles[1].body = """
                    <p>Near.</p><img class="illustration" src="\(away)" title="Far away.">
                    <p>See <a href="\(otherBase.absoluteString)2/">the other site</a>.</p>
                    """
                site.articles[1].illustrations = []
                await server.publish(site)
                await other.publish(site)
                await other.resetCounters()
                let runner = try CommandRunner(baseURL: base)
                let origin = ["--whatif-url", base.absoluteString]

                let sync = try await runner.run(["sync", "--whatif"] + origin)
                #expect(sync.status == 0, "\(sync.stdout)\(sync.stderr)")
                let text = try await runner.run(["whatif", "2", "--images", "symbols"] + origin)
                #expect(text.status == 0, "\(text.stderr)")
                #expect(text.stdout.contains("Illustration: Far away."), "\(text.stdout)")
                #expect(text.stdout.contains("See the other site."), "\(text.stdout)")
                let json = try await runner.run(["whatif", "2", "--json"] + origin)
                #expect(!json.stdout.contains("far.png"), "\(json.stdout)")
                #expect(await other.requestCount == 0)
            }
        }
    }
}
