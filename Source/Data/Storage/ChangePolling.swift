/// How often a database looks for commits made by other processes, and by
/// which clock: tests inject a clock they advance by hand. Once a second:
/// each look wakes an idle reader (a timer and two thread hops, ~0.35 ms of
/// CPU), and a bookmark made in another terminal still shows within a second.
public struct ChangePolling: Sendable {
    public var interval: Duration
    public var clock: any Clock<Duration>

    public init(interval: Duration = .seconds(1), clock: any Clock<Duration> = ContinuousClock()) {
        self.interval = interval
        self.clock = clock
    }
}
