/// Where a sync stands: how many of the numbers it set out to fetch are done.
public struct SyncProgress: Sendable, Hashable {
    /// Numbers finished: stored, found missing, or failed for good.
    public let completed: Int
    /// Numbers this run set out to fetch.
    public let total: Int
    public let failed: Int
    public let elapsed: Duration
    /// Comics fetched and not yet committed (held in memory).
    public let waitingToBeWritten: Int
    /// Bytes fetched so far, where they are worth showing (images); nil otherwise.
    public let bytes: Int?

    public init(
        completed: Int, total: Int, failed: Int, elapsed: Duration, waitingToBeWritten: Int = 0, bytes: Int? = nil
    ) {
        self.bytes = bytes
        self.completed = completed
        self.total = total
        self.failed = failed
        self.elapsed = elapsed
        self.waitingToBeWritten = waitingToBeWritten
    }

    /// Numbers per second so far; nil before there is anything to go by.
    public var rate: Double? {
        let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
        guard completed > 0, seconds > 0 else { return nil }
        return Double(completed) / seconds
    }

    /// At the rate so far.
    public var remaining: Duration? {
        guard let rate, rate > 0 else { return nil }
        return .milliseconds(Int((Double(total - completed) / rate * 1000).rounded()))
    }
}
