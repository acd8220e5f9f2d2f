import Foundation

extension WhatIfSync {
    /// One run's queue and tally: articles to fetch, the illustrations of
    /// those read (fetched first, so articles finish early), and the
    /// articles complete but not yet written.
    struct Run {
        enum Job: Sendable {
            case article(Int)
            case illustration(String, of: Int)
        }

        enum Outcome: Sendable {
            case article(Int, Result<WhatIfArticle, any Error>)
            case illustration(String, Int, Result<Data, any Error>)
        }

        /// An article read, waiting for its illustrations.
        struct Pending {
            var article: WhatIfArticle
            var waiting: Int
            var illustrations: [(src: String, bytes: Data)] = []
        }

        var articles: IndexingIterator<[Int]>
        let savedImages: Set<String>
        var illustrations: [Job] = []
        var pending: [Int: Pending] = [:]
        var batch: [WhatIfStore.ArticleWithIllustrations] = []
        var report: Report
        var done = 0
        var consecutiveFailures = 0
        let maximumConsecutiveFailures: Int
        var isStopped = false

        init(missing: [Int], savedImages: Set<String>, listed: Int, maximumConsecutiveFailures: Int) {
            articles = missing.makeIterator()
            self.savedImages = savedImages
            report = Report(listed: listed)
            self.maximumConsecutiveFailures = maximumConsecutiveFailures
        }

        mutating func nextJob() -> Job? {
            if let illustration = illustrations.popLast() { return illustration }
            guard !isStopped, let number = articles.next() else { return nil }
            return .article(number)
        }

        /// Takes one answer in; returns how many articles it finished (0 or 1).
        mutating func record(_ outcome: Outcome) -> Int {
            switch outcome {
            case .article(let number, .success(let article)):
                consecutiveFailures = 0
                let sources = Set(article.illustrations.compactMap(\.src)).subtracting(savedImages).sorted()
                pending[number] = Pending(article: article, waiting: sources.count)
                illustrations += sources.map { .illustration($0, of: number) }
                return finishIfComplete(number)
            case .article(let number, .failure(let error)):
                report.failures.append("article \(number): \(error)")
                consecutiveFailures += 1
                if consecutiveFailures >= maximumConsecutiveFailures, !isStopped {
                    isStopped = true
                    report.failures.append(
                        "stopped after \(consecutiveFailures) articles failed in a row; run `xkcd sync --whatif` again")
                }
                done += 1
                return 1
            case .illustration(let src, let number, let result):
                switch result {
                case .success(let bytes): pending[number]?.illustrations.append((src, bytes))
                case .failure(let error): report.failures.append("article \(number): an illustration: \(error)")
                }
                pending[number]?.waiting -= 1
                return finishIfComplete(number)
            }
        }

        private mutating func finishIfComplete(_ number: Int) -> Int {
            guard let article = pending[number], article.waiting <= 0 else { return 0 }
            pending[number] = nil
            batch.append(.init(article: article.article, illustrations: article.illustrations))
            done += 1
            return 1
        }
    }
}
