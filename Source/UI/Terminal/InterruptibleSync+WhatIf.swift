import ComicData

extension InterruptibleSync {
    /// `sync --whatif`: each article is saved as it comes, so Ctrl-C keeps them.
    public static func whatIf(_ sync: WhatIfSync) async throws -> Outcome<WhatIfSync.Report> {
        let savedBefore = try await sync.store.savedArticleNumbers().count
        return try await run {
            try await sync.run(progress: $0)
        } interrupted: {
            "\(Plural.count(try await sync.store.savedArticleNumbers().count - savedBefore, "What If? article")) "
                + "saved; run `xkcd sync --whatif` again to resume"
        }
    }
}
