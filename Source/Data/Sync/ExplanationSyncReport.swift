/// What a `sync --explain` did.
public struct ExplanationSyncReport: Sendable, Hashable {
    /// One comic whose explanation kept failing.
    public struct Failure: Sendable, Hashable {
        public let number: Int
        /// One line; whoever prints it sanitizes it.
        public let reason: String

        public init(number: Int, reason: String) {
            self.number = number
            self.reason = reason
        }
    }

    /// Cached comics considered.
    public let comics: Int
    /// Pages parsed and saved by this run.
    public let saved: Int
    /// Comics whose saved page had not changed.
    public let unchanged: Int
    /// Comics the wiki has no page for (yet), lowest first.
    public let withoutPage: [Int]
    public let failures: [Failure]
    /// Why the run stopped before trying every page; nil when it did not.
    public let stopReason: String?
    public let elapsed: Duration

    public init(
        comics: Int, saved: Int, unchanged: Int, withoutPage: [Int], failures: [Failure], stopReason: String?,
        elapsed: Duration
    ) {
        self.comics = comics
        self.saved = saved
        self.unchanged = unchanged
        self.withoutPage = withoutPage
        self.failures = failures
        self.stopReason = stopReason
        self.elapsed = elapsed
    }
}
