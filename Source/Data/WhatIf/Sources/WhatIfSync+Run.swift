import Foundation

extension WhatIfSync {
    /// One run's queue and tally: articles to fetch (first, so the window
    /// never waits for a page to name its illustrations), the illustrations
    /// of those read, the articles complete but not yet written, and last the
    /// illustrations earlier runs failed to fetch (retried, so none is lost for good).
    /// Until the archive is in, the articles are those the database listed unsaved.
    struct Run {
        enum Job: Sendable {
            case article(Int)
            case illustration(String, of: Int)
            case retry(String, of: Int)
        }

        enum Outcome: Sendable {
            case article(Int, Result<WhatIfArticle, any Error>)
            case illustration(String, Int, Result<Data, any Error>)
            case retry(String, Int, Result<Data, any Error>)
        }

        /// An article read, waiting for its illustrations.
        struct Pending {
            var article: WhatIfArticle
            var waiting: Int
            var illustrations: [(src: String, bytes: Data)] = []
        }

        var articles: [Int]
        var nextArticle = 0
        /// False until the archive came: retries wait for it, and progress has no total yet.
        var isListed: Bool
        let savedImages: Set<String>
        var illustrations: [Job] = []
        var retries: [Job]
        /// Illustrations fetched again for saved articles, not yet written.
        var retried: [(article: Int, src: String, bytes: Data)] = []
        /// Illustrations the site answered 404 for, not yet remembered.
        var gone: [String] = []
        var pending: [Int: Pending] = [:]
        var batch: [WhatIfStore.ArticleWithIllustrations] = []
        var report: Report
        var done = 0
        var consecutiveFailures = 0
        let maximumConsecutiveFailures: Int
        var isStopped = false
        /// Asked for by number before the archive came (`guess`), and not confirmed by it yet.
        var guessed: Set<Int> = []
        var guessedThrough = 0
        /// Guesses finished before the archive came: written only once it lists them.
        var heldArticles: [(number: Int, complete: WhatIfStore.ArticleWithIllustrations)] = []
        /// Guesses that failed before the archive came: asked again once it lists them.
        var failedGuesses: Set<Int> = []
        /// Guesses the archive did not list: whatever still comes for them is dropped.
        var dropped: Set<Int> = []

        init(
            missing: [Int], savedImages: Set<String>, retrying: [WhatIfStore.MissingIllustration], listed: Int?,
            maximumConsecutiveFailures: Int
        ) {
            articles = missing
            isListed = listed != nil
            retries = retrying.reversed().map { .retry($0.src, of: $0.article) }
            self.savedImages = savedImages
            report = Report(listed: listed ?? 0)
            self.maximumConsecutiveFailures = maximumConsecutiveFailures
        }

        /// Articles read and waiting for illustrations, at most: past it illustrations go first.
        static let maximumPending = 256

        mutating func nextJob() -> Job? {
            if pending.count >= Self.maximumPending, let illustration = illustrations.popLast() { return illustration }
            if !isStopped, nextArticle < articles.count {
                defer { nextArticle += 1 }
                return .article(articles[nextArticle])
            }
            if let illustration = illustrations.popLast() { return illustration }
            return isStopped || !isListed ? nil : retries.popLast()
        }

        /// The archive came: the articles it lists and the database lacks, those not asked for already.
        mutating func list(_ missing: [Int], listed: Int) {
            settleGuesses(listed: Set(missing))
            let asked = Set(articles)
            articles += missing.filter { !asked.contains($0) }
            report.listed = listed
            isListed = true
        }

        /// Articles this run fetches: those the archive listed unsaved, and those the database did.
        var total: Int { Set(articles).count }

        var hasUnwritten: Bool { !batch.isEmpty || !retried.isEmpty || !gone.isEmpty }

        /// What waits to be written, handed to one write.
        mutating func takeWrite() -> Write {
            defer {
                batch.removeAll()
                retried.removeAll()
                gone.removeAll()
            }
            return Write(batch: batch, retried: retried, gone: gone)
        }

        struct Write: Sendable {
            struct Counts: Sendable {
                var articles = 0
                var illustrations = 0
            }

            let batch: [WhatIfStore.ArticleWithIllustrations]
            let retried: [(article: Int, src: String, bytes: Data)]
            let gone: [String]

            func save(to store: WhatIfStore) async throws -> Counts {
                try await store.saveIllustrations(retried, missing: gone)
                if !batch.isEmpty { try await store.save(batch) }
                return Counts(
                    articles: batch.count,
                    illustrations: retried.count + batch.reduce(0) { $0 + $1.illustrations.count })
            }
        }

        /// Takes one answer in; returns how many articles it finished (0 or 1).
        mutating func record(_ outcome: Outcome) -> Int {
            switch outcome {
            case .article(let number, _) where dropped.contains(number):
                return 0
            case .article(let number, .success(let article)):
                consecutiveFailures = 0
                let sources = Set(article.illustrations.compactMap(\.src)).subtracting(savedImages).sorted()
                pending[number] = Pending(article: article, waiting: sources.count)
                illustrations += sources.map { .illustration($0, of: number) }
                return finishIfComplete(number)
            case .article(let number, .failure) where guessed.contains(number):
                failedGuesses.insert(number)
                return 0
            case .article(let number, .failure(let error)):
                report.failures.append("article \(number): \(error)")
                countFailure()
                done += 1
                return 1
            case .illustration(_, let number, _) where dropped.contains(number):
                return 0
            case .illustration(let src, let number, let result):
                switch result {
                case .success(let bytes): pending[number]?.illustrations.append((src, bytes))
                case .failure(let error): illustrationFailed(src, number, error)
                }
                pending[number]?.waiting -= 1
                return finishIfComplete(number)
            case .retry(let src, let number, .success(let bytes)):
                consecutiveFailures = 0
                retried.append((number, src, bytes))
                return 0
            case .retry(let src, let number, .failure(let error)):
                illustrationFailed(src, number, error)
                countFailure()
                return 0
            }
        }

        private mutating func illustrationFailed(_ src: String, _ number: Int, _ error: any Error) {
            report.failures.append("article \(number): an illustration: \(error)")
            report.illustrationsMissing += 1
            if case WhatIfError.noIllustration = error { gone.append(src) }
        }

        /// Stops the run once requests fail in a row: the server stopped answering.
        private mutating func countFailure() {
            consecutiveFailures += 1
            if consecutiveFailures >= maximumConsecutiveFailures, !isStopped {
                isStopped = true
                report.failures.append(
                    "stopped after \(consecutiveFailures) requests failed in a row; run `xkcd sync --whatif` again")
            }
        }

        private mutating func finishIfComplete(_ number: Int) -> Int {
            guard let article = pending[number], article.waiting <= 0 else { return 0 }
            pending[number] = nil
            let complete = WhatIfStore.ArticleWithIllustrations(
                article: article.article, illustrations: article.illustrations)
            guard !guessed.contains(number) else {
                heldArticles.append((number, complete))
                return 0
            }
            batch.append(complete)
            done += 1
            return 1
        }
    }
}
