extension ComicAPIClient {
    /// A first page and every comic fetched for it (some may lie below the
    /// page when the guess was off), for a cache to keep.
    public struct GuessedFirstPage: Sendable, Hashable {
        public let page: ComicPage<PageBookmark>
        public let fetched: [Comic]
        /// What was fetched for the page below the newest, as one batch (a
        /// whole-page failure shows there).
        public let belowNewest: Batch
    }

    /// The first page in one round trip when the newest number is probably
    /// `expectedNewest` (the cache's highest): the newest comic and the
    /// numbers below `expectedNewest` are asked for together, then only what
    /// the page still lacks (comics published since, usually none to three).
    /// With no guess it costs two rounds: the newest, then the rest.
    ///
    /// - Parameter known: comics in hand (cached), by number; not fetched.
    public func firstPage(
        size: Int, expectingNewest expectedNewest: Int?, known: [Int: Comic]
    ) async throws -> GuessedFirstPage {
        if expectedNewest == nil, known.isEmpty, let ahead = takeFirstPageAhead(size: size) {
            let page = try? await withTaskCancellationHandler(
                operation: { try await ahead.value }, onCancel: { ahead.cancel() })
            if let page { return page }
            // As after a failed prewarm: asked again, within the same phase.
            try Task.checkCancellation()
        }
        return try await fetchFirstPage(size: size, expectingNewest: expectedNewest, known: known)
    }

    func fetchFirstPage(
        size: Int, expectingNewest expectedNewest: Int?, known: [Int: Comic]
    ) async throws -> GuessedFirstPage {
        try await configuration.withPageBudget {
            let rest = max(1, size) - 1
            let guessed = expectedNewest.map { RemotePagePlan.numbers(from: $0 - 1, count: rest) } ?? []
            async let guessedBatch = comicsIfAny(guessed.filter { known[$0] == nil })
            let newest = try await newestComic()
            let first = try await guessedBatch
            let wanted = RemotePagePlan.numbers(from: newest.number - 1, count: rest)
            let tried = Set(guessed).subtracting(first.untried)
            let second = try await comicsIfAny(wanted.filter { known[$0] == nil && !tried.contains($0) })
            return Self.merge(newest: newest, wanted: wanted, known: known, batches: [first, second])
        }
    }

    private nonisolated func comicsIfAny(_ numbers: [Int]) async throws -> Batch {
        numbers.isEmpty ? Batch(comics: [], failures: [], untried: []) : try await comics(numbers)
    }

    /// The page the newest comic heads: the wanted numbers from what is known
    /// and what came, failures among them, and where the next page starts.
    private static func merge(newest: Comic, wanted: [Int], known: [Int: Comic], batches: [Batch]) -> GuessedFirstPage {
        let wantedSet = Set(wanted)
        let fetched = batches.flatMap(\.comics)
        var byNumber = known.filter { wantedSet.contains($0.key) }
        for comic in fetched where wantedSet.contains(comic.number) { byNumber[comic.number] = comic }
        // The next page starts at the highest wanted number not tried; nothing from there down is shown.
        let firstUntried = batches.flatMap(\.untried).filter(wantedSet.contains).max()
        let shown = { (number: Int) in firstUntried.map { number > $0 } ?? true }
        let comics = [newest] + wanted.filter(shown).compactMap { byNumber[$0] }
        let failures = batches.flatMap(\.failures).filter {
            wantedSet.contains($0.number) && byNumber[$0.number] == nil && shown($0.number)
        }
        let next =
            firstUntried.map { PageBookmark(nextNumber: $0) }
            ?? RemotePagePlan.bookmark(below: wanted.last ?? newest.number)
        let sortedFailures = failures.sorted { $0.number > $1.number }
        let fetchedBelow = fetched.filter { wantedSet.contains($0.number) && shown($0.number) }
        return GuessedFirstPage(
            page: ComicPage(comics: comics, failures: sortedFailures, nextPageBookmark: next),
            fetched: [newest] + fetched,
            belowNewest: Batch(
                comics: fetchedBelow.sorted { $0.number > $1.number }, failures: sortedFailures,
                untried: firstUntried.map { first in wanted.filter { $0 <= first } } ?? []))
    }
}
