/// How often a database looks for commits made by other processes, and by
/// which clock: tests inject a clock they advance by hand.
public struct ChangePolling: Sendable {
    public var interval: Duration
    public var clock: any Clock<Duration>

    public init(interval: Duration = .milliseconds(250), clock: any Clock<Duration> = ContinuousClock()) {
        self.interval = interval
        self.clock = clock
    }
}
