import ComicTestSupport
import Foundation
import Synchronization
import Testing

@testable import ComicData

@Suite("RequestPace: a 429 or 503 pauses every request of a run", .timeLimit(.minutes(1)))
struct RequestPaceTests {
    /// The waits a paced client asked for, without waiting.
    final class Sleeps: Sendable {
        let values = Mutex<[Duration]>([])
        var recorded: [Duration] { values.withLock { $0 } }
        func record(_ duration: Duration) { values.withLock { $0.append(duration) } }
    }

    func url(_ number: Int) throws -> URL {
        try #require(URL(string: "https://xkcd.test/\(number)/info.0.json"))
    }

    @Test(
        "the answer's pause holds the run's next request: Retry-After, else a second, at most ten",
        arguments: [
            (429, "3", Duration.seconds(3)), (503, nil, .seconds(1)), (429, "3600", .seconds(10)),
        ] as [(Int, String?, Duration)])
    func pauseHoldsOthers(status: Int, retryAfter: String?, pause: Duration) async throws {
        let client = ScriptedNetworkClient { _ in .status(200) }
        let five = try url(5)
        let six = try url(6)
        await client.script(five, .status(status, headers: retryAfter.map { ["Retry-After": $0] } ?? [:]))
        let sleeps = Sleeps()
        let paced = PacedNetworkClient(base: client, pace: RequestPace(), sleep: { sleeps.record($0) })

        let first = try await paced.send(NetworkRequest(url: five))
        #expect(first.statusCode == status)
        #expect(sleeps.recorded.isEmpty)
        // Another comic's request: it waits out the pause before going out.
        let second = try await paced.send(NetworkRequest(url: six))
        #expect(second.statusCode == 200)
        let wait = try #require(sleeps.recorded.first)
        #expect(wait <= pause && wait > pause - .milliseconds(500), "waited \(wait)")
        #expect(await client.requestCount(for: six) == 1)
    }

    @Test("answers that ask for nothing pause nothing; the protocol of the latest is noted")
    func noPause() async throws {
        let client = ScriptedNetworkClient { _ in .response(NetworkResponse(statusCode: 200, httpVersion: 2)) }
        let sleeps = Sleeps()
        let pace = RequestPace()
        let paced = PacedNetworkClient(base: client, pace: pace, sleep: { sleeps.record($0) })
        #expect(pace.httpVersion == 0)
        for number in 1...3 {
            let address = try url(number)
            _ = try await paced.send(NetworkRequest(url: address))
        }
        #expect(sleeps.recorded.isEmpty)
        #expect(pace.pauses == 0)
        #expect(pace.httpVersion == 2)
    }
}

/// Answers as `base` does, in HTTP `version`.
struct AnsweringIn<Base: NetworkClient>: NetworkClient {
    let base: Base
    let version: Int

    func send(_ request: NetworkRequest) async throws -> NetworkResponse {
        let response = try await base.send(request)
        return NetworkResponse(
            statusCode: response.statusCode, headers: response.headers, body: response.body, httpVersion: version)
    }
}

@Suite("ArchiveSync's concurrency from the protocol", .timeLimit(.minutes(1)))
struct SyncConcurrencyTests {
    @Test(
        "HTTP/2: up to 100 requests at once (the transport queues past the server's streams); HTTP/1.1 or unknown: 16; --concurrency overrides",
        arguments: [(2, nil, 100), (1, nil, 16), (0, nil, 16), (2, 24, 24)] as [(Int, Int?, Int)])
    func concurrency(version: Int, configured: Int?, expected: Int) async throws {
        let archive = ComicArchive.synthetic(through: 400)
        let client = ScriptedNetworkClient(archive: archive, latency: .milliseconds(50))
        let pace = RequestPace()
        let baseURL = try #require(URL(string: "https://xkcd.test"))
        let sync = ArchiveSync(
            remote: ComicAPIClient(
                client: AnsweringIn(base: client, version: version).paced(by: pace),
                configuration: .init(baseURL: baseURL)),
            database: try AppDatabase.inMemory(), configuration: .init(concurrency: configured), pace: pace)

        let report = try await sync.run()

        #expect(report.isComplete)
        #expect(await client.peakInFlight == expected)
    }
}
