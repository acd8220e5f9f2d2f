/// One network phase per command: a prewarm and the first page after it
/// share one page deadline, so a silent server costs 10 s, not 10 s twice.
extension ComicAPIClient {
    /// Where a first page's phase ends: what is left of its prewarm's, or a
    /// fresh one when there was no prewarm or its phase ended long ago. Taken once.
    public func takeFirstPagePhaseEnd() -> ContinuousClock.Instant {
        let fresh = configuration.deadlineOfPage()
        guard let end = prewarmPhaseEnd else { return fresh }
        prewarmPhaseEnd = nil
        // A phase over for longer than a phase lasts is another visit, not this command's.
        return end.advanced(by: configuration.pageDeadline) > .now ? min(end, fresh) : fresh
    }
}

extension ComicAPIClient.Configuration {
    /// Runs `operation` under the current page's budget, or a new one ending at `deadline`.
    func withPageBudget<T: Sendable>(
        until deadline: ContinuousClock.Instant, isolation: isolated (any Actor)? = #isolation,
        _ operation: () async throws -> T
    ) async rethrows -> T {
        try await RetryBudget.withPageBudget(
            retries: retriesPerPage, earnedPerAnswer: retriesEarnedPerAnswer, deadline: deadline,
            isolation: isolation, operation)
    }
}
