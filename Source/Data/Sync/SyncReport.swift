/// What a sync did.
public struct SyncReport: Sendable, Hashable {
    /// The newest comic number the API reported.
    public let newest: Int
    /// Comics fetched and stored by this run.
    public let stored: Int
    /// Numbers the API says do not exist (404), found by this run.
    public let missing: [Int]
    /// Numbers that kept failing (after the retry policy), lowest first.
    public let failures: [ComicFailure]
    /// Numbers already cached (or known missing) before this run.
    public let alreadySynced: Int
    /// Why the run stopped before trying every number; nil when it did not.
    public let stopReason: String?
    public let elapsed: Duration
    /// Numbers from 1 to `newest` still not cached after the run, besides the ones xkcd skipped.
    public let lacking: Int

    public init(
        newest: Int, stored: Int, missing: [Int], failures: [ComicFailure], alreadySynced: Int,
        stopReason: String?, elapsed: Duration, lacking: Int = 0
    ) {
        self.lacking = lacking
        self.newest = newest
        self.stored = stored
        self.missing = missing
        self.failures = failures
        self.alreadySynced = alreadySynced
        self.stopReason = stopReason
        self.elapsed = elapsed
    }

    /// Every number the API has is now cached.
    public var isComplete: Bool { failures.isEmpty && stopReason == nil && lacking == 0 }
}
