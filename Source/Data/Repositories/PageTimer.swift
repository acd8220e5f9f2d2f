/// The clock a deadline (a page's, a walk's) runs on: real time in the program, a test's
/// own clock in tests, so that no test waits for a deadline to pass.
struct PageTimer: Sendable {
    /// The time since the timer started.
    let elapsed: @Sendable () -> Duration
    /// Returns once `elapsed()` reaches the given time, or throws when cancelled.
    let sleep: @Sendable (_ until: Duration) async throws -> Void

    /// Starts now on `clock`.
    init<C: Clock>(_ clock: C) where C.Duration == Duration {
        let start = clock.now
        elapsed = { start.duration(to: clock.now) }
        sleep = { try await clock.sleep(until: start.advanced(by: $0), tolerance: nil) }
    }
}
