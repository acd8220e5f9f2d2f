import Foundation

/// `xkcd sync --whatif`: the archive, every article not saved yet, and
/// their illustrations, a few at once on one connection. Each article is
/// saved as it comes, so a run stopped halfway keeps what it saved and the
/// next one fetches only the rest.
public struct WhatIfSync: Sendable {
    public let remote: WhatIfClient
    public let store: WhatIfStore
    /// Requests in flight at once (HTTP/2 streams on one connection).
    public var concurrency = 8

    public init(remote: WhatIfClient, store: WhatIfStore) {
        self.remote = remote
        self.store = store
    }

    public struct Report: Sendable, Hashable {
        public var listed = 0
        public var articlesSaved = 0
        public var illustrationsSaved = 0
        /// Article number (or 0 for an illustration) and why, one line each.
        public var failures: [String] = []
        public var elapsed = Duration.zero
    }

    /// - Parameter progress: called after each article (a number is done when saved or failed).
    public func run(progress: @escaping @Sendable (SyncProgress) -> Void = { _ in }) async throws -> Report {
        let start = ContinuousClock.now
        let entries = try await remote.archive()
        try await store.saveArchive(entries)
        let saved = try await store.savedArticleNumbers()
        let missing = entries.map(\.number).filter { !saved.contains($0) }
        let savedImages = try await store.savedImageURLs()
        var report = Report(listed: entries.count)
        progress(SyncProgress(completed: 0, total: missing.count, failed: 0, elapsed: .zero))
        try await withThrowingTaskGroup(of: ArticleResult.self) { group in
            var pending = missing.makeIterator()
            for _ in 0..<max(1, concurrency) {
                if let number = pending.next() { group.addTask { await fetch(number, skipping: savedImages) } }
            }
            var done = 0
            while let result = try await group.next() {
                done += 1
                report.articlesSaved += result.isSaved ? 1 : 0
                report.illustrationsSaved += result.illustrations
                report.failures += result.failures
                progress(
                    SyncProgress(
                        completed: done, total: missing.count, failed: report.failures.count,
                        elapsed: ContinuousClock.now - start))
                if let number = pending.next() { group.addTask { await fetch(number, skipping: savedImages) } }
            }
        }
        report.elapsed = ContinuousClock.now - start
        return report
    }

    private struct ArticleResult: Sendable {
        var isSaved = false
        var illustrations = 0
        var failures: [String] = []
    }

    private func fetch(_ number: Int, skipping savedImages: Set<String>) async -> ArticleResult {
        var result = ArticleResult()
        do {
            let article = try await remote.article(number)
            try await store.save(article)
            result.isSaved = true
            let sources = Set(article.illustrations.compactMap(\.src)).subtracting(savedImages)
            await withTaskGroup(of: String?.self) { group in
                for src in sources {
                    group.addTask {
                        do {
                            let bytes = try await remote.illustration(src)
                            try await store.saveImage(bytes, url: src, article: number)
                            return nil
                        } catch {
                            return "article \(number): an illustration: \(error)"
                        }
                    }
                }
                for await failure in group {
                    if let failure { result.failures.append(failure) } else { result.illustrations += 1 }
                }
            }
        } catch {
            result.failures.append("article \(number): \(error)")
        }
        return result
    }
}
