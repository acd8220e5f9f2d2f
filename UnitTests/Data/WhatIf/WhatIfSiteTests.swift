import ComicTestSupport
import Foundation
import Testing

@testable import ComicData

/// The What If? client and sync against nginx serving the stand-in site
/// over TLS 1.3 and HTTP/2, as what-if.xkcd.com is served.
@Suite(
    "What If? against nginx over HTTPS", .timeLimit(.minutes(2)),
    .enabled(if: SuiteSkip.runs(#fileID, unless: HTTPSTestSite.unavailableReason)))
struct WhatIfSiteTests {
    static func client(_ site: HTTPSTestSite) -> WhatIfClient {
        var network = CurlNetworkClient.Configuration()
        network.trust.file = site.authority.certificate.path
        network.maximumBodySize = 10 * 1024 * 1024
        network.redirectHosts = []
        return WhatIfClient(baseURL: site.baseURL, client: CurlNetworkClient(configuration: network))
    }

    @Test("the archive, an article of each layout, one the archive leaves out, the 1 MB one; a missing one is said so")
    func readsTheSite() async throws {
        try await withWhatIfSite { site in
            let client = Self.client(site)
            let entries = try await client.archive()
            #expect(entries.map(\.number) == Array((1...12).reversed()))
            #expect(try await client.article(1).title == "Bathtub Ocean")
            #expect(try await client.article(9).question == "How much does a cloud weigh?")
            #expect(try await client.article(WhatIfSite.unlisted).title == "Not in the Archive")
            #expect(try await client.article(WhatIfSite.large).paragraphs.count == WhatIfSite.largeParagraphs)
            await #expect(throws: WhatIfError.noArticle(99)) { try await client.article(99) }
        }
    }

    @Test(
        "sync saves the archive, every article and illustration; the 404 illustration is one failure; a second run fetches nothing"
    )
    func sync() async throws {
        try await withWhatIfSite { site in
            let folder = try ServicesFolder()
            defer { folder.remove() }
            let store = WhatIfStore(database: try AppDatabase(path: folder.databasePath))
            let sync = WhatIfSync(remote: Self.client(site), store: store)
            let report = try await sync.run()
            #expect(report.listed == 12)
            #expect(report.articlesSaved == 12)
            #expect(report.failures.count == 1 && report.failures[0].contains("article 10"), "\(report.failures)")
            let illustrations = WhatIfSite().listed.flatMap(\.illustrations).filter(\.isServed).count
            #expect(report.illustrationsSaved == illustrations)
            #expect(try await store.article(7)?.title == "Walking to the Sea")
            try site.nginx.clearLog()
            let again = try await sync.run()
            #expect(again.articlesSaved == 0 && again.illustrationsSaved == 0)
            _ = await site.nginx.connections(afterRequests: 1)
            #expect(site.nginx.loggedRequests.count == 1, "\(site.nginx.loggedRequests)")
        }
    }
}
