import ComicData
import ComicTestSupport
import Foundation
import Testing

@Suite("Remote page deadlines on an injected clock", .timeLimit(.minutes(1)))
struct RemoteDeadlineTests {
    /// A server that never answers: every request waits until it is cancelled.
    struct SilentClient: NetworkClient {
        func send(_ request: NetworkRequest) async throws -> NetworkResponse {
            let (never, continuation) = AsyncStream<Void>.makeStream()
            // Ends only when the request's task is cancelled.
            for await _ in never {}
            withExtendedLifetime(continuation) {}
            throw CancellationError()
        }
    }

    @Test("comics not come when the page's clock reaches the deadline are timed out, and not before")
    func deadlineOnTheInjectedClock() async throws {
        let clock = ManualClock()
        let source = ComicAPIClient(
            client: SilentClient(),
            configuration: .init(baseURL: try #require(URL(string: "http://stub.test")), pageDeadline: .seconds(20)),
            clock: clock)
        async let batch = source.comics([5, 4, 3])
        await clock.waitUntilSleepers(1)
        clock.advance(by: .seconds(19))
        // Not yet: the deadline's sleeper still sleeps.
        #expect(clock.sleeperCount == 1)
        clock.advance(by: .seconds(1))

        let result = try await batch
        #expect(result.comics.isEmpty)
        #expect(result.failures.map(\.number) == [5, 4, 3])
        #expect(
            result.failures.allSatisfy {
                if case .network(.timedOut) = $0.reason { true } else { false }
            })
    }
}
