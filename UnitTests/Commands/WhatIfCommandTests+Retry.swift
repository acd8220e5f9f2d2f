import ComicTestSupport
import Foundation
import Testing

@testable import xkcd

extension WhatIfCommandTests {
    @Test(
        "sync --whatif: an illustration that failed is fetched by the next run, the summary says so; a 404 is not asked again"
    )
    func illustrationRetried() async throws {
        try await withSite { runner, server in
            let lamp = "/imgs/a/3/lamp.gif"
            await server.setPageStatus(500, at: lamp)
            let first = try await run(runner, server, "sync", "--whatif")
            #expect(first.status == 3, "\(first.stderr)")
            // lamp.gif (500) and article 10's illustration (404).
            #expect(first.stdout.contains("; 2 illustrations still missing"), "\(first.stdout)")
            #expect(first.stderr.contains("note: article 3: an illustration"), "\(first.stderr)")
            await server.setPageStatus(nil, at: lamp)
            await server.resetCounters()
            let second = try await run(runner, server, "sync", "--whatif")
            #expect(second.status == 0, "\(second.stderr)")
            #expect(second.stdout.contains(" and 1 illustration of 12 listed in "), "\(second.stdout)")
            // The archive and lamp.gif: the remembered 404 is not asked again.
            #expect(await server.requestCount == 2)
            let third = try await run(runner, server, "sync", "--whatif")
            #expect(third.stdout == "What If? up to date: 12 articles listed, none new.\n", "\(third.stderr)")
        }
    }
}
