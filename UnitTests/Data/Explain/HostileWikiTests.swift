import ComicTestSupport
import Foundation
import Testing

@testable import ComicData

/// A wiki that misbehaves, over real sockets and the real HTTP client: each
/// case ends within its phase as one error of one line.
@Suite("A hostile wiki, bounded", .timeLimit(.minutes(2)))
struct HostileWikiTests {
    func failure(_ mode: HostileServer.Mode) async throws -> any Error {
        let server = try HostileServer(mode: mode)
        defer { server.stop() }
        let client = ExplainWikiClient(
            client: CurlNetworkClient(configuration: ExplainWikiConfiguration.networkConfiguration()),
            configuration: ExplainWikiConfiguration(
                apiURL: server.baseURL.appendingPathComponent("api.php"), phaseDeadline: .seconds(2)))
        do {
            let page = try await client.page(of: 327)
            Issue.record("a page came back: \(page.title)")
            return CancellationError()
        } catch {
            #expect(!"\(error)".contains("\n"), "\(error)")
            return error
        }
    }

    @Test("a wiki that never answers: the phase's deadline")
    func silent() async throws {
        let error = try await failure(.silent)
        #expect(error is WikiResponseError || error is NetworkError, "\(error)")
    }

    @Test("a body without end: refused past the cap")
    func endless() async throws {
        let error = try await failure(.endlessChunked)
        #expect(error as? NetworkError == .responseTooLarge(error.url, limit: ExplainWikiLimits.maximumBodySize))
    }

    @Test("a byte now and then: the phase's deadline, not the idle timeout")
    func drip() async throws {
        let error = try await failure(.drip(interval: .milliseconds(200)))
        #expect(error is WikiResponseError || error is NetworkError, "\(error)")
    }

    @Test("a redirect off the wiki's origin is refused; a compressed body too; a body that is not the API's JSON")
    func refusals() async throws {
        let redirected = try await failure(.redirect(to: "http://127.0.0.2:1/api.php"))
        #expect({ if case .redirectRefused = redirected as? NetworkError { true } else { false } }(), "\(redirected)")
        let compressed = try await failure(.gzipBomb(compressedBytes: 10_000))
        #expect(
            { if case .unexpectedEncoding = compressed as? NetworkError { true } else { false } }(), "\(compressed)")
        let comic = try await failure(.newest(5))
        #expect({ if case .malformed = comic as? WikiResponseError { true } else { false } }(), "\(comic)")
    }
}

extension Error {
    /// The URL a `NetworkError` names, for comparing whole values.
    fileprivate var url: URL {
        switch self as? NetworkError {
        case .responseTooLarge(let url, _), .timedOut(let url), .notSent(let url, _), .unreachable(let url, _),
            .transport(let url, _),
            .tooManyRedirects(let url, _), .redirectRefused(let url, _), .unexpectedEncoding(let url, _):
            url
        case nil: URL(fileURLWithPath: "/")
        }
    }
}
