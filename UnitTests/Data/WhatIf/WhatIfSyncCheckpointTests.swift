import ComicTestSupport
import Foundation
import Testing

@testable import ComicData

/// `sync --whatif` copied its whole write-ahead log into the file as the
/// database closed, after the last answer (about 600 pages of illustrations:
/// issue 42's speed). The log is now copied beside the requests still out,
/// so the close has only the last write left.
@Suite("What If? sync copies its log into the file while requests are out", .timeLimit(.minutes(1)))
struct WhatIfSyncCheckpointTests {
    @Test("articles written while an illustration is still awaited reach the database file before the run ends")
    func checkpointBesideRequests() async throws {
        let folder = try ServicesFolder()
        defer { folder.remove() }
        let base = try #require(URL(string: "https://whatif.test/"))
        let site = WhatIfSite.generated(count: 3)
        let held = try #require(site.article(3)?.illustrations.last?.path(of: 3))
        let network = HeldSiteClient(files: site.files(at: base), held: held)
        let database = try AppDatabase(path: folder.databasePath, connections: .one)
        var configured = WhatIfSync(
            remote: WhatIfClient(baseURL: base, client: network), store: WhatIfStore(database: database))
        configured.batchInterval = .zero
        let sync = configured
        let fileSize = {
            ((try? FileManager.default.attributesOfItem(atPath: folder.databasePath))?[.size] as? NSNumber)?.intValue
                ?? 0
        }
        let sizeBefore = fileSize()
        let running = Task { try await sync.run() }
        // Two articles and their four illustrations are written while the third waits.
        try await waitUntil { network.isHolding && fileSize() > sizeBefore }
        network.release()
        let report = try await running.value
        #expect(report.articlesSaved == 3 && report.illustrationsSaved == 6, "\(report)")
    }
}
