import ComicData

extension SyncProgressView {
    /// `sync --whatif`'s one line.
    public static func summary(_ report: WhatIfSync.Report) -> String {
        if report.articlesSaved == 0, report.illustrationsSaved == 0, report.failures.isEmpty {
            return "What If? up to date: \(Plural.count(report.listed, "article")) listed, none new."
        }
        var text =
            "Saved \(Plural.count(report.articlesSaved, "What If? article")) and "
            + "\(Plural.count(report.illustrationsSaved, "illustration")) of \(NumberText.grouped(report.listed)) listed"
        if report.illustrationsMissing > 0 {
            text += "; \(Plural.count(report.illustrationsMissing, "illustration")) still missing"
        }
        if !report.failures.isEmpty { text += "; \(NumberText.grouped(report.failures.count)) failed" }
        return text + " in \(seconds(report.elapsed))."
    }
}
