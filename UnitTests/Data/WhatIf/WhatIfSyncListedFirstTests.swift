import ComicTestSupport
import Foundation
import Testing

@testable import ComicData

/// `sync --whatif` asked for no article before the archive had answered, a
/// round trip each run. Articles the database already lists (`xkcd whatif`
/// saved the archive, or a run stopped halfway) now go out beside the archive's request.
@Suite("What If? sync asks for the articles it knows of while the archive comes", .timeLimit(.minutes(1)))
struct WhatIfSyncListedFirstTests {
    @Test("articles listed but not saved are asked for before the archive answers; new ones after it; each once")
    func listedBesideArchive() async throws {
        let folder = try ServicesFolder()
        defer { folder.remove() }
        let base = try #require(URL(string: "https://whatif.test/"))
        let site = WhatIfSite.generated(count: 4)
        let store = WhatIfStore(database: try AppDatabase(path: folder.databasePath, connections: .one))
        // An earlier listing saved the archive when it had three articles.
        let open = HeldSiteClient(files: site.files(at: base), held: "")
        let entries = try await WhatIfClient(baseURL: base, client: open).archive()
        try await store.saveArchive(entries.filter { $0.number <= 3 })

        let network = HeldSiteClient(files: site.files(at: base), held: "/archive/")
        let sync = WhatIfSync(remote: WhatIfClient(baseURL: base, client: network), store: store)
        let running = Task { try await sync.run() }
        try await waitUntil { network.isHolding && Set(network.requestedPaths).isSuperset(of: ["/1/", "/2/", "/3/"]) }
        #expect(!network.requestedPaths.contains("/4/"), "the new article is known only from the archive")
        network.release()
        let report = try await running.value
        #expect(report.listed == 4 && report.articlesSaved == 4 && report.failures.isEmpty, "\(report)")
        let pages = network.requestedPaths.filter { !$0.hasSuffix(".png") }
        #expect(pages.sorted() == ["/1/", "/2/", "/3/", "/4/", "/archive/"], "each page once: \(pages)")
    }
}
