import ComicTestSupport
import Foundation
import Testing

@testable import ComicData

/// A first `sync --whatif` asked for no article until the archive had
/// answered: a round trip of its own. It now asks for a window of articles
/// by number beside the archive's request; the archive stays the truth.
@Suite("What If? first sync guesses a window of articles while the archive comes", .timeLimit(.minutes(1)))
struct WhatIfSyncGuessTests {
    /// Seven articles but for a gap at 3, and 5 served but not in the archive.
    static var site: WhatIfSite {
        var site = WhatIfSite.generated(count: 7)
        site.articles.removeAll { $0.number == 3 }
        if let index = site.articles.firstIndex(where: { $0.number == 5 }) { site.articles[index].isListed = false }
        return site
    }

    /// Pages asked for, in order, each as "/N/" (the client keeps a missing page's path without its "/").
    static func pages(_ network: HeldSiteClient) -> [String] {
        network.requestedPaths.filter { !$0.hasSuffix(".png") }.map { $0.hasSuffix("/") ? $0 : $0 + "/" }
    }

    /// A sync of `site` into an empty database, the archive's answer held until released.
    static func heldSync(_ folder: ServicesFolder, concurrency: Int) throws -> (HeldSiteClient, WhatIfStore, WhatIfSync)
    {
        let base = try #require(URL(string: "https://whatif.test/"))
        let network = HeldSiteClient(files: site.files(at: base), held: "/archive/")
        let store = WhatIfStore(database: try AppDatabase(path: folder.databasePath, connections: .one))
        var sync = WhatIfSync(remote: WhatIfClient(baseURL: base, client: network), store: store)
        sync.concurrency = concurrency
        return (network, store, sync)
    }

    @Test("the guesses go out before the archive answers, one window of them; nothing is written until it does")
    func guessesBesideArchive() async throws {
        let folder = try ServicesFolder()
        defer { folder.remove() }
        let (network, store, sync) = try Self.heldSync(folder, concurrency: 4)
        let running = Task { try await sync.run() }
        let guessed = ["/1/", "/2/", "/3/", "/4/"]
        try await waitUntil { network.isHolding && Set(Self.pages(network)).isSuperset(of: guessed) }
        // Every guess has answered (the client answers at once) and its illustrations are asked for.
        try await waitUntil { network.requestedPaths.filter { $0.hasPrefix("/imgs/a/4/") }.count == 2 }
        let pages = Self.pages(network).filter { $0 != "/archive/" }
        #expect(pages.sorted() == guessed, "one window of guesses, no more: \(pages)")
        #expect(try await store.savedArticleNumbers().isEmpty, "nothing written before the archive lists it")
        network.release()
        let report = try await running.value
        #expect(report.listed == 5 && report.articlesSaved == 5, "\(report)")
        #expect(report.failures.isEmpty, "the gap's 404 is no failure: \(report.failures)")
        #expect(try await store.savedArticleNumbers() == [1, 2, 4, 6, 7])
        let allPages = Self.pages(network)
        #expect(allPages.count == Set(allPages).count, "each page once: \(allPages)")
        #expect(!allPages.contains("/5/"), "an article the archive leaves out is not asked for past the window")
    }

    @Test("a guess the archive does not list is never saved, nor its illustrations; the run counts only the listed")
    func unlistedGuessDropped() async throws {
        let folder = try ServicesFolder()
        defer { folder.remove() }
        let (network, store, sync) = try Self.heldSync(folder, concurrency: 8)
        let running = Task { try await sync.run() }
        try await waitUntil { network.isHolding && Self.pages(network).contains("/5/") }
        network.release()
        let report = try await running.value
        #expect(report.listed == 5 && report.articlesSaved == 5 && report.failures.isEmpty, "\(report)")
        #expect(try await store.article(5) == nil, "article 5 is not in the archive")
        #expect(try await store.savedImageURLs().allSatisfy { !$0.contains("/imgs/a/5/") })
        #expect(try await store.missingIllustrations().isEmpty)
        // A second run asks for the archive alone: nothing unlisted was remembered as missing.
        let again = try await sync.run()
        #expect(again.articlesSaved == 0 && again.failures.isEmpty, "\(again)")
    }

    @Test("a run after the first guesses nothing: the articles asked for are the archive's")
    func noGuessWhenSaved() async throws {
        let folder = try ServicesFolder()
        defer { folder.remove() }
        let base = try #require(URL(string: "https://whatif.test/"))
        let store = WhatIfStore(database: try AppDatabase(path: folder.databasePath, connections: .one))
        var first = Self.site
        first.articles.removeAll { $0.number == 7 }
        let open = HeldSiteClient(files: first.files(at: base), held: "")
        _ = try await WhatIfSync(remote: WhatIfClient(baseURL: base, client: open), store: store).run()
        let network = HeldSiteClient(files: Self.site.files(at: base), held: "/archive/")
        let sync = WhatIfSync(remote: WhatIfClient(baseURL: base, client: network), store: store)
        let running = Task { try await sync.run() }
        try await waitUntil { network.isHolding }
        #expect(network.requestedPaths == ["/archive/"], "\(network.requestedPaths)")
        network.release()
        let report = try await running.value
        #expect(report.articlesSaved == 1 && report.failures.isEmpty, "\(report)")
    }

    @Test("a guess is asked once, with no retries to spend; one the archive lists that failed is asked again")
    func guessAskedOnce() async throws {
        let folder = try ServicesFolder()
        defer { folder.remove() }
        let base = try #require(URL(string: "https://whatif.test/"))
        let network = HeldSiteClient(files: Self.site.files(at: base), held: "/archive/", failingOnce: ["/2/"])
        let store = WhatIfStore(database: try AppDatabase(path: folder.databasePath, connections: .one))
        var sync = WhatIfSync(remote: WhatIfClient(baseURL: base, client: network), store: store)
        sync.concurrency = 4
        let running = Task { try await sync.run() }
        let guessed = ["/1/", "/2/", "/3/", "/4/"]
        try await waitUntil { network.isHolding && Set(Self.pages(network)).isSuperset(of: guessed) }
        // A server failing everything (a proxy's 502s) sees one window, not a window of retries.
        #expect(guessed.allSatisfy { network.retriesLeft(at: $0) == 0 }, "\(guessed.map(network.retriesLeft))")
        network.release()
        let report = try await running.value
        #expect(report.articlesSaved == 5 && report.failures.isEmpty, "\(report)")
        #expect(Self.pages(network).filter { $0 == "/2/" }.count == 2, "the failed guess was asked again")
        #expect((network.retriesLeft(at: "/6/") ?? 0) > 0, "an article asked for after the archive keeps its retries")
    }
}
