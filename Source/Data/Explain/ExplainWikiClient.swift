import Foundation

/// explain xkcd's MediaWiki API, politely: at most
/// `maximumConcurrentRequests` requests at once, `maxlag` on every request,
/// and a `maxlag` error, 503 or 429 waits its Retry-After (bounded) before
/// another try. Each call is one network phase, over by `phaseDeadline`,
/// retries and waits included.
public struct ExplainWikiClient: Sendable {
    public typealias Sleep = @Sendable (Duration) async throws -> Void

    public let configuration: ExplainWikiConfiguration
    private let client: any NetworkClient
    private let gate: RequestGate
    private let sleep: Sleep
    let requests: ExplainWikiRequests

    /// `client` should not retry on its own: this client decides, within the phase.
    public init(
        client: any NetworkClient, configuration: ExplainWikiConfiguration = ExplainWikiConfiguration(),
        sleep: @escaping Sleep = { try await Task.sleep(for: $0) }
    ) {
        self.client = client
        self.configuration = configuration
        self.sleep = sleep
        gate = RequestGate(limit: configuration.maximumConcurrentRequests)
        requests = ExplainWikiRequests(configuration: configuration)
    }

    /// Comic `number`'s page. Throws `ExplanationError.noPage` when the wiki has none,
    /// `.wiki` for its other errors, `WikiResponseError` or `NetworkError` otherwise.
    public func page(of number: Int) async throws -> FetchedWikiPage {
        let url = requests.parseURL(number: number)
        let answer: WikiAnswer<WikiParsedPage> = try await phase(url) { try await fetch(url) }
        if let error = answer.error {
            if error.code == "missingtitle" || error.code == "invalidtitle" { throw ExplanationError.noPage(number) }
            throw ExplanationError.wiki(code: error.code, info: error.info)
        }
        guard let page = answer.body else { throw WikiResponseError.malformed(url, reason: "no parse result") }
        // As a comic's `num` must be the number asked, a page's title must start with it: "327: Exploits of a Mom".
        guard Self.title(page.title, isFor: number) else {
            throw WikiResponseError.anotherComicsPage(number, title: page.title)
        }
        return FetchedWikiPage(number: number, title: page.title, revision: page.revision, html: page.html)
    }

    /// The current revision of each comic's page, `titlesPerRequest` titles a
    /// request; a comic without a page is absent. Each request is its own
    /// phase; a batch that fails, or an answer that leaves titles out, makes
    /// those comics unknown, never unchanged, and the other batches still count.
    public func revisions(of numbers: [Int]) async throws -> WikiRevisionCheck {
        let batches = stride(from: 0, to: numbers.count, by: configuration.titlesPerRequest).map {
            Array(numbers[$0..<min($0 + configuration.titlesPerRequest, numbers.count)])
        }
        return try await withThrowingTaskGroup(of: WikiRevisionCheck.self) { group in
            var pending = batches.makeIterator()
            var result = WikiRevisionCheck()
            // The gate keeps to the wiki's limit; this keeps each phase's clock from running while queued.
            for _ in 0..<configuration.maximumConcurrentRequests {
                if let batch = pending.next() { group.addTask { try await revisionBatch(batch) } }
            }
            while let found = try await group.next() {
                result.merge(found)
                if let batch = pending.next() { group.addTask { try await revisionBatch(batch) } }
            }
            return result
        }
    }

    private func revisionBatch(_ numbers: [Int]) async throws -> WikiRevisionCheck {
        let url = requests.revisionsURL(numbers: numbers)
        let query: WikiRevisions
        do {
            let answer: WikiAnswer<WikiRevisions> = try await phase(url) { try await fetch(url) }
            if let error = answer.error { throw ExplanationError.wiki(code: error.code, info: error.info) }
            query = answer.body ?? WikiRevisions(renamed: [:], revisions: [:])
        } catch {
            try Task.checkCancellation()
            let reason = "its revision could not be asked: \(error)"
            return WikiRevisionCheck(unknown: Dictionary(uniqueKeysWithValues: numbers.map { ($0, reason) }))
        }
        var result = WikiRevisionCheck()
        for number in numbers {
            switch query.lookup(number) {
            case .revision(let revision): result.revisions[number] = revision
            case .noPage: break
            case .unknown: result.unknown[number] = "the wiki's answer left out its revision"
            }
        }
        return result
    }

    /// Whether a page title is comic `number`'s: the number, then nothing or a colon.
    static func title(_ title: String, isFor number: Int) -> Bool {
        let digits = title.prefix { $0.isASCII && $0.isNumber }
        guard Int(digits) == number, !digits.hasPrefix("0") else { return false }
        let rest = title.dropFirst(digits.count)
        return rest.isEmpty || rest.hasPrefix(":")
    }

    /// The wiki's human page for `title`.
    public func pageURL(title: String) -> URL {
        requests.pageURL(title: title)
    }
}

extension ExplainWikiClient {
    /// Runs one phase under its own retry budget and deadline; past the deadline it is cancelled.
    private func phase<T: Sendable>(_ url: URL, _ operation: @escaping @Sendable () async throws -> T)
        async throws -> T
    {
        let deadline = ContinuousClock.now.advanced(by: configuration.phaseDeadline)
        let limit = configuration.phaseDeadline
        let budget = RetryBudget(retries: configuration.retriesPerPhase, deadline: deadline)
        return try await withThrowingTaskGroup(of: T?.self) { group in
            group.addTask { try await RetryBudget.$current.withValue(budget) { try await operation() } }
            group.addTask {
                try await Task.sleep(until: deadline, clock: .continuous)
                return nil
            }
            defer { group.cancelAll() }
            guard let first = try await group.next(), let value = first else {
                throw WikiResponseError.timedOut(url, after: limit)
            }
            return value
        }
    }

    /// One answer, retried within the current budget while the wiki says to wait.
    private func fetch<Body: WikiAnswerBody>(_ url: URL) async throws -> WikiAnswer<Body> {
        while true {
            let wait: Duration
            do {
                let response = try await gate.run {
                    try await client.send(NetworkRequest(url: url, headers: ["Accept": "application/json"]))
                }
                let asked = RetryAfter.delay(in: response, now: Date())
                if [429, 503].contains(response.statusCode) || (500...599).contains(response.statusCode) {
                    wait = try allowedWait(asked ?? configuration.defaultMaxlagWait) {
                        WikiResponseError.httpStatus(response.statusCode, url)
                    }
                } else {
                    guard response.statusCode == 200 else {
                        throw WikiResponseError.httpStatus(response.statusCode, url)
                    }
                    let answer = try decode(WikiAnswer<Body>.self, response.body, from: url)
                    guard let error = answer.error, error.code == "maxlag" else { return answer }
                    wait = try allowedWait(asked ?? configuration.defaultMaxlagWait) {
                        ExplanationError.wiki(code: error.code, info: error.info)
                    }
                }
            } catch let error as NetworkError where error.isTransient {
                wait = try allowedWait(.milliseconds(200)) { error }
            }
            try await sleep(wait)
        }
    }

    /// `wait` when the budget allows another try after it, else `failure()` is thrown.
    private func allowedWait(_ wait: Duration, failure: () -> any Error) throws -> Duration {
        guard wait <= configuration.maximumRetryAfter, RetryBudget.current?.take(after: wait) ?? false else {
            throw failure()
        }
        return wait
    }

    private func decode<T: WikiAnswerBody>(_ type: WikiAnswer<T>.Type, _ body: Data, from url: URL) throws
        -> WikiAnswer<T>
    {
        do {
            return try WikiAnswer<T>.decode(from: body)
        } catch {
            let reason = body.isEmpty ? "an empty body" : "not JSON of the expected shape"
            throw WikiResponseError.malformed(url, reason: reason)
        }
    }
}
