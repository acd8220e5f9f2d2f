import Foundation

/// Fetches comics by number from the xkcd API: concurrently up to a bound,
/// and all of them over by a deadline on a `PageTimer`. Only cancellation
/// is thrown; every other failure is one comic's outcome.
struct ComicFetcher: Sendable {
    enum Outcome: Sendable {
        case comic(Comic)
        /// HTTP 404: the number was skipped (xkcd has no comic 404).
        case missing
        /// With the wait the server asked for before another try, if it did.
        case failed(ComicLoadError, retryAfter: Duration?)
    }

    private enum Event: Sendable {
        case fetched(Int, Outcome)
        case deadline
    }

    let client: any NetworkClient
    let baseURL: URL
    let maximumConcurrentRequests: Int

    /// Fetches every number with at most `maximumConcurrentRequests` in
    /// flight; what has not come when `timer` reaches `deadline` is cancelled
    /// and reported as timed out; after `maximumMisses` in a row no more is started.
    func fetch(
        _ numbers: [Int], timer: PageTimer, until deadline: Duration, maximumMisses: Int
    ) async throws -> [Int: Outcome] {
        try await withThrowingTaskGroup(of: Event.self) { group in
            var pending = numbers.makeIterator()
            var outcomes: [Int: Outcome] = [:]
            var started = 0
            var missesInARow = 0
            func startNext() {
                guard missesInARow < maximumMisses, let number = pending.next() else { return }
                started += 1
                group.addTask { .fetched(number, try await comic(number)) }
            }
            group.addTask {
                try? await timer.sleep(deadline)
                return .deadline
            }
            for _ in 0..<maximumConcurrentRequests { startNext() }
            while outcomes.count < started, let event = try await group.next() {
                switch event {
                case .fetched(let number, let outcome):
                    outcomes[number] = outcome
                    if case .comic = outcome { missesInARow = 0 } else { missesInARow += 1 }
                    startNext()
                case .deadline:
                    try Task.checkCancellation()
                    // Started but not in: timed out. Never started: left untried.
                    for number in numbers.prefix(started) where outcomes[number] == nil {
                        outcomes[number] = .failed(.network(.timedOut(comicURL(number))), retryAfter: nil)
                    }
                }
            }
            group.cancelAll()
            return outcomes
        }
    }

    /// One comic.
    func comic(_ number: Int) async throws -> Outcome {
        let url = comicURL(number)
        let response: NetworkResponse
        do {
            response = try await client.send(NetworkRequest(url: url))
        } catch let error as NetworkError {
            return .failed(.network(error), retryAfter: nil)
        }
        switch response.statusCode {
        case 200:
            do {
                let comic = try Self.decodeComic(response.body, url: url)
                guard comic.number == number else {
                    return .failed(.malformed(url, reason: "it is comic \(comic.number)"), retryAfter: nil)
                }
                return .comic(comic)
            } catch let error as ComicLoadError {
                return .failed(error, retryAfter: nil)
            }
        case 404:
            return .missing
        default:
            return .failed(
                .httpStatus(response.statusCode, url), retryAfter: RetryAfter.delay(in: response, now: Date()))
        }
    }

    /// The API's addresses: one comic's, and the newest comic's. Built here only.
    func comicURL(_ number: Int) -> URL {
        baseURL.appendingPathComponent(String(number)).appendingPathComponent("info.0.json")
    }

    var newestURL: URL {
        baseURL.appendingPathComponent("info.0.json")
    }

    static func decodeComic(_ body: Data, url: URL) throws -> Comic {
        do {
            return Comic(raw: try APIComic.decode(from: body))
        } catch let tooLong as ComicFieldTooLong {
            throw ComicLoadError.malformed(url, reason: tooLong.description)
        } catch {
            throw ComicLoadError.malformed(url, reason: "invalid JSON")
        }
    }
}
