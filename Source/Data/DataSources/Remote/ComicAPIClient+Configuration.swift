import Foundation

extension ComicAPIClient {
    public struct Configuration: Sendable {
        public var baseURL: URL
        /// Requests in flight at once; the default sends a 20-comic page in one round.
        public var maximumConcurrentRequests: Int
        /// The newest number known without asking: the archive's when this
        /// was written; a higher cached or fetched newest replaces it.
        public var knownNewest: Int
        /// How far above the known newest `/info.0.json` may claim to be.
        public var maximumNewestJump: Int
        /// A page's comics that have not come by then are reported as timed
        /// out; no retry of the page, second pass included, waits past it.
        public var pageDeadline: Duration
        /// The retries shared by every request of one page to start with (see `RetryBudget`).
        public var retriesPerPage: Int
        /// The retries each good answer adds to its page's budget: one per
        /// comic keeps up with a server failing every second request, while
        /// a page costs at most its requests, their number again, and `retriesPerPage`.
        public var retriesEarnedPerAnswer: Int
        /// Before the second pass over a page's comics that the server failed
        /// with a transient status: a random wait up to this (full jitter), or
        /// the longest Retry-After they asked for.
        public var secondPassDelay: Duration
        /// Missing or failed comics in a row after which a page stops
        /// starting requests; the next page starts at the first number not tried.
        public var maximumConsecutiveMisses: Int

        public init(
            baseURL: URL = Self.defaultBaseURL, maximumConcurrentRequests: Int = 20, knownNewest: Int = 3104,
            maximumNewestJump: Int = 1000, pageDeadline: Duration = NetworkPhase.standard, retriesPerPage: Int = 6,
            maximumConsecutiveMisses: Int = 40, secondPassDelay: Duration = .seconds(1), retriesEarnedPerAnswer: Int = 1
        ) {
            self.baseURL = baseURL
            self.maximumConcurrentRequests = max(1, maximumConcurrentRequests)
            self.knownNewest = max(1, knownNewest)
            self.maximumNewestJump = max(0, maximumNewestJump)
            self.pageDeadline = pageDeadline
            self.retriesPerPage = max(0, retriesPerPage)
            self.maximumConsecutiveMisses = max(1, maximumConsecutiveMisses)
            self.secondPassDelay = secondPassDelay
            self.retriesEarnedPerAnswer = max(0, retriesEarnedPerAnswer)
        }

        /// Runs `operation` under the current page's retry budget, or a new one for a page starting now.
        func withPageBudget<T: Sendable>(
            isolation: isolated (any Actor)? = #isolation, _ operation: () async throws -> T
        ) async rethrows -> T {
            try await RetryBudget.withPageBudget(
                retries: retriesPerPage, earnedPerAnswer: retriesEarnedPerAnswer, deadline: deadlineOfPage(),
                isolation: isolation, operation)
        }

        /// A page's deadline, counted from now.
        func deadlineOfPage() -> ContinuousClock.Instant {
            .now.advanced(by: pageDeadline)
        }

        public static let defaultBaseURL = XKCDHosts.defaultBaseURL
    }
}
