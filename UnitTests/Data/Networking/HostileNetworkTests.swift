import ComicData
import ComicTestSupport
import Foundation
import Testing

/// One test per fault a hostile server can commit, each asserting the exact
/// outcome, a bounded time (by deadlines configured small here) and bounded
/// memory (the process's peak resident size, reset before each request).
@Suite("libcurl client against a hostile server", .serialized, .timeLimit(.minutes(1)))
struct HostileNetworkTests {
    /// Limits small enough that a test proves them in about a second.
    static var smallLimits: CurlNetworkClient.Configuration {
        var configuration = CurlNetworkClient.Configuration()
        configuration.connectTimeout = .seconds(1)
        configuration.idleTimeout = .seconds(1)
        configuration.requestDeadline = .seconds(2)
        return configuration
    }

    static let megabyte = 1024 * 1024
    /// The peak is the whole test process's, and other suites run beside this
    /// one, so the bound leaves them room: a body that is inflated or buffered
    /// whole (1 GiB from the bomb, without limits) still fails it by far.
    static let peakGrowthLimit = 64 * megabyte

    func send(_ server: HostileServer, path: String = "5/info.0.json") async throws -> NetworkResponse {
        try await CurlNetworkClient(configuration: Self.smallLimits)
            .send(NetworkRequest(url: server.baseURL.appendingPathComponent(path)))
    }

    @Test("a gzip bomb is refused without being inflated: peak memory stays small")
    func gzipBomb() async throws {
        let server = try HostileServer(mode: .gzipBomb(compressedBytes: Self.megabyte))
        defer { server.stop() }
        let url = server.baseURL.appendingPathComponent("5/info.0.json")
        let (growth, _) = await ProcessMemory.peakGrowth {
            await #expect(throws: NetworkError.unexpectedEncoding(url, encoding: "gzip")) { try await send(server) }
        }
        #expect(growth < Self.peakGrowthLimit, "peak grew by \(growth / Self.megabyte) MiB")
    }

    @Test("an endless chunked body stops at the 2 MiB cap with memory to match")
    func endlessBody() async throws {
        let server = try HostileServer(mode: .endlessChunked)
        defer { server.stop() }
        let url = server.baseURL.appendingPathComponent("5/info.0.json")
        let (growth, _) = await ProcessMemory.peakGrowth {
            await #expect(throws: NetworkError.responseTooLarge(url, limit: 2 * Self.megabyte)) {
                try await send(server)
            }
        }
        #expect(growth < Self.peakGrowthLimit, "peak grew by \(growth / Self.megabyte) MiB")
    }

    @Test("a body dripping a byte at a time is cut by the total deadline")
    func drip() async throws {
        let server = try HostileServer(mode: .drip(interval: .milliseconds(200)))
        defer { server.stop() }
        let url = server.baseURL.appendingPathComponent("5/info.0.json")
        let (time, _) = await elapsed {
            await #expect(throws: NetworkError.timedOut(url)) { try await send(server) }
        }
        #expect(time < .seconds(4), "took \(time)")
    }

    @Test("a server that accepts and never answers is cut by the idle timeout")
    func silent() async throws {
        let server = try HostileServer(mode: .silent)
        defer { server.stop() }
        let url = server.baseURL.appendingPathComponent("5/info.0.json")
        let (time, _) = await elapsed {
            await #expect(throws: NetworkError.timedOut(url)) { try await send(server) }
        }
        #expect(time < .seconds(4), "took \(time)")
    }

    @Test("a body that stalls part way is cut by the idle timeout after its last byte, not twice that")
    func stallMidBody() async throws {
        let server = try HostileServer(mode: .stallMidBody)
        defer { server.stop() }
        var configuration = Self.smallLimits
        configuration.idleTimeout = .seconds(3)
        configuration.requestDeadline = .seconds(30)
        let url = server.baseURL.appendingPathComponent("5/info.0.json")
        let (time, _) = await elapsed {
            await #expect(throws: NetworkError.timedOut(url)) {
                try await CurlNetworkClient(configuration: configuration).send(NetworkRequest(url: url))
            }
        }
        // libcurl's low-speed check averaged the burst in: about 2.2 times the idle time.
        #expect(time >= .seconds(3) && time < .seconds(5), "took \(time)")
    }

    @Test("cancelling returns at once although the server never answers")
    func cancellation() async throws {
        let server = try HostileServer(mode: .silent)
        defer { server.stop() }
        var configuration = Self.smallLimits
        configuration.idleTimeout = .seconds(60)
        configuration.requestDeadline = .seconds(60)
        let client = CurlNetworkClient(configuration: configuration)
        let request = Task {
            try await client.send(NetworkRequest(url: server.baseURL.appendingPathComponent("info.0.json")))
        }
        while server.requestCount == 0 { await Task.yield() }
        let (time, _) = await elapsed {
            request.cancel()
            await #expect(throws: CancellationError.self) { try await request.value }
        }
        #expect(time < .milliseconds(500), "took \(time)")
    }

    @Test("a redirect loop stops after 5 redirects")
    func redirectLoop() async throws {
        let server = try HostileServer(mode: .redirectLoop)
        defer { server.stop() }
        let url = server.baseURL.appendingPathComponent("5/info.0.json")
        await #expect(throws: NetworkError.tooManyRedirects(url, limit: 5)) { try await send(server) }
        #expect(server.requestCount == 6)
    }

    @Test(
        "a redirect to a file: URL is refused", arguments: ["file:///etc/passwd", "ftp://127.0.0.1/x", "gopher://x/"])
    func redirectToOtherScheme(location: String) async throws {
        let server = try HostileServer(mode: .redirect(to: location))
        defer { server.stop() }
        let url = server.baseURL.appendingPathComponent("5/info.0.json")
        let scheme = try #require(location.split(separator: ":").first)
        await #expect(throws: NetworkError.redirectRefused(url, target: "a \(scheme): URL")) { try await send(server) }
        #expect(server.requestCount == 1)
    }

    @Test("a redirect to another host is refused, and credentials never follow one")
    func redirectToOtherHost() async throws {
        let server = try HostileServer(mode: .redirect(to: "http://evil.example/steal"))
        defer { server.stop() }
        var components = try #require(URLComponents(url: server.baseURL, resolvingAgainstBaseURL: false))
        components.user = "user"
        components.password = "s3cret"
        let url = try #require(components.url).appendingPathComponent("info.0.json")
        let error = await #expect(throws: NetworkError.self) {
            try await CurlNetworkClient(configuration: Self.smallLimits).send(NetworkRequest(url: url))
        }
        #expect(error == .redirectRefused(url, target: "evil.example:80"))
        #expect(error?.description.contains("s3cret") == false)
    }

    @Test("a redirect to the same host on another port is refused, with no request there")
    func redirectToOtherPort() async throws {
        let target = try HostileServer(mode: .newest(9))
        defer { target.stop() }
        let port = try #require(target.baseURL.port)
        let server = try HostileServer(mode: .redirect(to: "http://127.0.0.1:\(port)/9/info.0.json"))
        defer { server.stop() }
        let url = server.baseURL.appendingPathComponent("5/info.0.json")
        await #expect(throws: NetworkError.redirectRefused(url, target: "127.0.0.1:\(port)")) {
            try await CurlNetworkClient(configuration: Self.smallLimits).send(NetworkRequest(url: url))
        }
        #expect(target.requestCount == 0)
    }

    @Test("with the shipped limits, a server that never sends a byte ends the request after 5 s")
    func silentWithDefaults() async throws {
        let server = try HostileServer(mode: .silent)
        defer { server.stop() }
        let url = server.baseURL.appendingPathComponent("5/info.0.json")
        #expect(CurlNetworkClient.Configuration().idleTimeout == .seconds(5))
        let (time, _) = await elapsed {
            await #expect(throws: NetworkError.timedOut(url)) {
                try await CurlNetworkClient().send(NetworkRequest(url: url))
            }
        }
        #expect(time < .seconds(7), "took \(time)")
    }

    @Test("a 1 MB header line is refused as too large, not as 'out of memory'")
    func hugeHeader() async throws {
        let server = try HostileServer(mode: .hugeHeader(bytes: Self.megabyte))
        defer { server.stop() }
        let url = server.baseURL.appendingPathComponent("5/info.0.json")
        let error = await #expect(throws: NetworkError.self) { try await send(server) }
        #expect(error == .responseTooLarge(url, limit: CurlNetworkClient.Configuration().maximumHeaderSize))
        #expect(error?.description.lowercased().contains("memory") == false)
    }
}
