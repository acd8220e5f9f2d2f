import ComicData
import ComicTestSupport
import Foundation

/// How much prewarm saves: from "the UI asks for the first page" to "the
/// first page is in the state", with and without prewarm started 200 ms
/// earlier, against the stub server at 50 ms latency per request.
enum PrewarmBenchmark {
    static let latency = Duration.milliseconds(50)
    static let head = Duration.milliseconds(200)

    static func run(archive: ComicArchive, runs: Int) async throws {
        print("-- first page in the repository's state, stub server at \(Timing.milliseconds(latency)) ms latency")
        try await withStubServer(archive) { server, baseURL in
            await server.setLatency(latency)
            let cold = try await Timing.measure("without prewarm", runs: runs) {
                let repository = makeRepository(baseURL)
                let start = ContinuousClock.now
                await repository.prewarm()
                return try await firstPageTime(repository, since: start)
            }
            let warmed = try await Timing.measure("prewarm 200 ms earlier", runs: runs) {
                let repository = makeRepository(baseURL)
                let prewarm = Task { await repository.prewarm() }
                try await Task.sleep(for: head)
                let start = ContinuousClock.now
                await repository.prewarm()
                let elapsed = try await firstPageTime(repository, since: start)
                await prewarm.value
                return elapsed
            }
            print(cold.summary)
            print(warmed.summary)
        }
    }

    static func makeRepository(_ baseURL: URL) -> some ComicRepository {
        let remote = ComicAPIClient(
            client: CurlNetworkClient().retrying(), configuration: .init(baseURL: baseURL))
        let bookmarks = MarkRepository(.bookmark, store: InMemoryComicDataSource(order: .newestSavedFirst))
        return ComicFeed(.latest, source: remote.pages(), marks: [bookmarks])
    }

    /// The time since `start` once the state holds a page; fails loudly if it does not.
    static func firstPageTime(_ repository: some ComicRepository, since start: ContinuousClock.Instant) async throws
        -> Duration
    {
        let elapsed = ContinuousClock.now - start
        let state = await repository.currentState
        guard state.comics.count == 20 else {
            throw BenchmarkFailure("the first page has \(state.comics.count) comics")
        }
        return elapsed
    }
}

struct BenchmarkFailure: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
