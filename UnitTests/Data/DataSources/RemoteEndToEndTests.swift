import ComicData
import ComicTestSupport
import Foundation
import Testing

@Suite("Remote feed over HTTP against the stub server", .timeLimit(.minutes(3)))
struct RemoteEndToEndTests {
    func source(_ base: URL) -> ComicAPIClient {
        ComicAPIClient(
            client: CurlNetworkClient().retrying(), configuration: .init(baseURL: base))
    }

    @Test("the quirk fixtures come through URLSession decoded and cleaned, 404 skipped")
    func quirksOverHTTP() async throws {
        try await withStubServer(try .small) { server, base in
            let page = try await source(base).pages().firstPage(size: 12)
            #expect(page.comics.map(\.number) == [410, 409, 408, 407, 406, 405, 403, 402, 401, 400, 399])
            #expect(page.failures.isEmpty)
            #expect(page.comics.first { $0.number == 409 }?.title == "Naïve Café")
            #expect(await server.peakInFlight <= 20)
        }
    }

    @Test("a malformed comic and a comic that keeps failing stay local to those comics")
    func faultsOverHTTP() async throws {
        try await withStubServer(try .small) { server, base in
            await server.setFault(.malformedBody, for: .comic(407))
            await server.setFault(.status(500), for: .comic(401))
            await server.setFault(.failTimes(2), for: .comic(403))
            let source = ComicAPIClient(
                client: RetryingNetworkClient(base: CurlNetworkClient(), sleep: { _ in }),
                configuration: .init(baseURL: base))
            let page = try await source.pages().firstPage(size: 10)
            #expect(page.comics.map(\.number) == [410, 409, 408, 406, 405, 403, 402])
            #expect(page.failures.map(\.number) == [407, 401])
        }
    }

    @Test(
        "walking the full archive in pages of 20 returns 3,103 comics, descending, only 404 missing",
        .enabled(if: Fixtures.hasFullDump))
    func fullArchiveWalk() async throws {
        let archive = try Fixtures.fullDump()
        try await withStubServer(archive) { server, base in
            let pages = try await source(base).pages().walk(pageSize: 20)
            let numbers = pages.flatMap(\.comics).map(\.number)
            #expect(numbers.count == 3103)
            #expect(zip(numbers, numbers.dropFirst()).allSatisfy { $0 > $1 })
            #expect(Set(1...3104).subtracting(numbers) == [404])
            #expect(pages.allSatisfy { $0.failures.isEmpty })
            #expect(pages.last?.isEndOfFeed == true)
            #expect(await server.peakInFlight <= 20)
        }
    }
}
