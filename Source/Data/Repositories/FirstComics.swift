/// The first comics of a feed as a command asked for them, and why there
/// are fewer when the walk had to stop early.
public struct FirstComics: Sendable {
    /// How far a walk for the first comics may go against a broken server.
    public struct Limits: Sendable {
        /// Pages in a row that may bring no comic (all missing or failed)
        /// before the walk gives up: a broken server must not make it walk the archive.
        public var pagesWithoutProgress: Int
        /// No new page is started after this long; each page has its own deadline.
        public var timeLimit: Duration
        /// Comics loaded at most, kept or not (a filtered walk may skip many).
        public var maximumWalked: Int

        /// Starts the walk's timer on the clock given to `init`.
        let startTimer: @Sendable () -> PageTimer

        /// - Parameter clock: what `timeLimit` is measured on; tests give their own.
        public init<WalkClock: Clock>(
            pagesWithoutProgress: Int = 2, timeLimit: Duration = .seconds(60), maximumWalked: Int = .max,
            clock: WalkClock = ContinuousClock()
        ) where WalkClock.Duration == Duration {
            self.pagesWithoutProgress = pagesWithoutProgress
            self.timeLimit = timeLimit
            self.maximumWalked = maximumWalked
            startTimer = { PageTimer(clock) }
        }
    }

    public var state: FeedSnapshot
    /// One line saying what is missing and why; nil when the walk got all
    /// that was asked or reached the end of the feed.
    public var shortfall: String?
}
