import ComicData

extension SyncProgressView {
    /// One line: what the run saved, what did not change, what has no page, what failed.
    public static func summary(_ report: ExplanationSyncReport) -> String {
        if report.saved == 0, report.failures.isEmpty, report.stopReason == nil {
            let pageless =
                report.withoutPage.isEmpty ? "" : " (\(Plural.count(report.withoutPage.count, "comic")) without a page)"
            return "Explanations up to date: none of \(NumberText.grouped(report.comics)) changed\(pageless)."
        }
        var text = "Saved \(Plural.count(report.saved, "explanation"))"
        if report.unchanged > 0 { text += "; \(NumberText.grouped(report.unchanged)) unchanged" }
        if !report.withoutPage.isEmpty {
            text += "; \(Plural.count(report.withoutPage.count, "comic")) without a page yet"
        }
        if !report.failures.isEmpty { text += "; \(NumberText.grouped(report.failures.count)) failed" }
        return text + " in \(seconds(report.elapsed))."
    }
}
