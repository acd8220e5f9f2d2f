/// The second pass over a page's comics that the server failed with a
/// transient status (5xx, 408, 429): fetched once more after a jittered
/// pause (or the longest Retry-After they asked for), as far as the page's
/// retry budget and deadline allow. Each refetch is a retry: it draws on the budget.
struct SecondPass: Sendable {
    let fetcher: ComicFetcher
    /// The longest jittered pause (full jitter: a random part of it).
    let delay: Duration
    let random: @Sendable () -> Double
    let sleep: ComicAPIClient.Sleep

    /// The new outcomes of the comics fetched again; none when nothing is
    /// worth it, no retry is left in `budget`, or the pause would pass `deadline`.
    func run(
        over outcomes: [Int: ComicFetcher.Outcome], budget: RetryBudget?, timer: PageTimer, until deadline: Duration
    ) async throws -> [Int: ComicFetcher.Outcome] {
        var failed: [Int] = []
        var pause = delay * min(max(random(), 0), 1)
        for (number, outcome) in outcomes {
            guard case .failed(.httpStatus(let status, _), let retryAfter) = outcome,
                RetryPolicy.isTransient(statusCode: status)
            else { continue }
            failed.append(number)
            if let retryAfter { pause = max(pause, retryAfter) }
        }
        guard !failed.isEmpty, timer.elapsed() + pause < deadline else { return [:] }
        let retried = failed.sorted(by: >).prefix { _ in budget?.take() ?? false }
        guard !retried.isEmpty else { return [:] }
        try await sleep(pause)
        return try await fetcher.fetch(Array(retried), timer: timer, until: deadline, maximumMisses: .max)
    }
}
