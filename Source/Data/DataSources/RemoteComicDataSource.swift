import Foundation

/// The latest-comics feed from the xkcd JSON API, newest first.
///
/// The API has no list endpoint: a page is one request per comic, sent
/// concurrently up to a bound. The first page also needs the newest number
/// (`/info.0.json`); `prewarm()` resolves it ahead of time, so a prewarmed
/// first page costs one round of requests instead of two.
public actor RemoteComicDataSource: ComicDataSource {
    public struct PageBookmark: Sendable, Hashable {
        /// The number of the first comic of the next page; pages run down to 1.
        public let nextNumber: Int

        public init(nextNumber: Int) { self.nextNumber = nextNumber }
    }

    public struct Configuration: Sendable {
        public var baseURL: URL
        /// Requests in flight at once; the default sends a 20-comic page in one round.
        public var maximumConcurrentRequests: Int

        public init(baseURL: URL = Self.defaultBaseURL, maximumConcurrentRequests: Int = 20) {
            self.baseURL = baseURL
            self.maximumConcurrentRequests = max(1, maximumConcurrentRequests)
        }

        public static let defaultBaseURL = URL(string: "https://xkcd.com")!
    }

    public nonisolated let configuration: Configuration
    private nonisolated let client: any NetworkClient
    /// The newest-comic request in flight or done by prewarm, shared so that
    /// prewarm and a first page never fetch it twice.
    private var newestFetch: Task<Comic, any Error>?
    /// A first page has taken `newestFetch`; a later first page fetches anew.
    private var newestFetchIsTaken = false

    public init(client: any NetworkClient, configuration: Configuration = Configuration()) {
        self.client = client
        self.configuration = configuration
    }

    public func prewarm() async throws {
        if let newestFetch {
            _ = try await newestFetch.value
            return
        }
        let task = Task { try await self.fetchNewest() }
        newestFetch = task
        newestFetchIsTaken = false
        do {
            _ = try await task.value
        } catch {
            // A failed prewarm must not poison the first page: it will try again.
            if newestFetch == task { newestFetch = nil }
            throw error
        }
    }

    public func firstPage(size: Int) async throws -> ComicPage<PageBookmark> {
        let newest = try await takeNewest()
        let numbers = Self.numbers(from: newest.number - 1, count: max(1, size) - 1)
        let batch = try await comics(numbers)
        return ComicPage(
            comics: [newest] + batch.comics, failures: batch.failures,
            nextPageBookmark: Self.bookmark(below: numbers.last ?? newest.number))
    }

    public func page(after bookmark: PageBookmark, size: Int) async throws -> ComicPage<PageBookmark> {
        let numbers = Self.numbers(from: bookmark.nextNumber, count: max(1, size))
        guard let lowest = numbers.last else {
            return ComicPage(comics: [], nextPageBookmark: nil)
        }
        let batch = try await comics(numbers)
        return ComicPage(comics: batch.comics, failures: batch.failures, nextPageBookmark: Self.bookmark(below: lowest))
    }

    /// The numbers a page covers: `count` of them from `first` down, none below the first comic.
    public static func numbers(from first: Int, count: Int) -> [Int] {
        guard first >= Comic.firstNumber, count >= 1 else { return [] }
        return Array(stride(from: first, through: max(Comic.firstNumber, first - count + 1), by: -1))
    }

    /// The bookmark of the page after one whose lowest number is `lowest`; nil after the first comic.
    public static func bookmark(below lowest: Int) -> PageBookmark? {
        lowest > Comic.firstNumber ? PageBookmark(nextNumber: lowest - 1) : nil
    }

    public func contains(_ number: Int) async throws -> Bool {
        try await comic(number) != nil
    }

    public func comic(_ number: Int) async throws -> Comic? {
        guard number >= Comic.firstNumber else { return nil }
        switch try await Self.fetchComic(number, client: client, baseURL: configuration.baseURL) {
        case .comic(let comic): return comic
        case .missing: return nil
        case .failed(let error): throw error
        }
    }

    /// The newest comic: prewarm's if there is one (used once), else fetched now.
    public func newestComic() async throws -> Comic {
        try await takeNewest()
    }

    /// The newest comic for a first page: prewarm's if it is unused (and did
    /// not fail), else a fresh request that a concurrent prewarm can join.
    private func takeNewest() async throws -> Comic {
        if let pending = newestFetch, !newestFetchIsTaken {
            newestFetchIsTaken = true
            let comic = try? await withTaskCancellationHandler(
                operation: { try await pending.value }, onCancel: { pending.cancel() })
            if newestFetch == pending { newestFetch = nil }
            if let comic { return comic }
            try Task.checkCancellation()
        }
        let task = Task { try await self.fetchNewest() }
        newestFetch = task
        newestFetchIsTaken = true
        defer { if newestFetch == task { newestFetch = nil } }
        return try await withTaskCancellationHandler(
            operation: { try await task.value }, onCancel: { task.cancel() })
    }

    private func fetchNewest() async throws -> Comic {
        let url = configuration.baseURL.appendingPathComponent("info.0.json")
        do {
            let response = try await client.send(NetworkRequest(url: url))
            guard response.statusCode == 200 else { throw ComicLoadError.httpStatus(response.statusCode, url) }
            return try Self.decodeComic(response.body, url: url)
        } catch let error as ComicLoadError {
            throw ComicLoadError.newestComicUnavailable(error)
        } catch let error as NetworkError {
            throw ComicLoadError.newestComicUnavailable(.network(error))
        }
    }

    /// Comics fetched by number: those that came, newest first, and those that failed.
    public struct Batch: Sendable, Hashable {
        public let comics: [Comic]
        public let failures: [ComicFailure]
    }

    /// Fetches the given comics concurrently, at most `maximumConcurrentRequests`
    /// at once. 404s are skipped; other failures are reported, not thrown.
    public nonisolated func comics(_ numbers: [Int]) async throws -> Batch {
        let outcomes = try await fetch(numbers)
        var comics: [Comic] = []
        var failures: [ComicFailure] = []
        for number in numbers.sorted(by: >) {
            switch outcomes[number] {
            case .comic(let comic): comics.append(comic)
            case .failed(let error): failures.append(ComicFailure(number: number, reason: error))
            case .missing, nil: break
            }
        }
        return Batch(comics: comics, failures: failures)
    }

    /// Fetches every number with at most `maximumConcurrentRequests` in flight.
    private nonisolated func fetch(_ numbers: [Int]) async throws -> [Int: FetchOutcome] {
        let client = client
        let baseURL = configuration.baseURL
        return try await withThrowingTaskGroup(of: (Int, FetchOutcome).self) { group in
            var pending = numbers.makeIterator()
            var outcomes: [Int: FetchOutcome] = [:]
            func startNext() {
                guard let number = pending.next() else { return }
                group.addTask { (number, try await Self.fetchComic(number, client: client, baseURL: baseURL)) }
            }
            for _ in 0..<configuration.maximumConcurrentRequests { startNext() }
            while let (number, outcome) = try await group.next() {
                outcomes[number] = outcome
                startNext()
            }
            return outcomes
        }
    }

    private enum FetchOutcome: Sendable {
        case comic(Comic)
        /// HTTP 404: the number was skipped (xkcd has no comic 404).
        case missing
        case failed(ComicLoadError)
    }

    /// One comic; only cancellation is thrown, every other failure is an outcome.
    private static func fetchComic(_ number: Int, client: any NetworkClient, baseURL: URL) async throws
        -> FetchOutcome
    {
        let url = baseURL.appendingPathComponent(String(number)).appendingPathComponent("info.0.json")
        let response: NetworkResponse
        do {
            response = try await client.send(NetworkRequest(url: url))
        } catch let error as NetworkError {
            return .failed(.network(error))
        }
        switch response.statusCode {
        case 200:
            do {
                let comic = try decodeComic(response.body, url: url)
                guard comic.number == number else {
                    return .failed(.malformed(url, reason: "it is comic \(comic.number)"))
                }
                return .comic(comic)
            } catch let error as ComicLoadError {
                return .failed(error)
            }
        case 404:
            return .missing
        default:
            return .failed(.httpStatus(response.statusCode, url))
        }
    }

    private static func decodeComic(_ body: Data, url: URL) throws -> Comic {
        do {
            return Comic(raw: try APIComic.decode(from: body))
        } catch {
            throw ComicLoadError.malformed(url, reason: "invalid JSON")
        }
    }
}
