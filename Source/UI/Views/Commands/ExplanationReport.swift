import ComicData

/// `xkcd explain`: explain xkcd's page for one comic as wrapped text, or as
/// JSON with the page's address; the wiki's or the saved copy, as the
/// services are built (`--offline`: the saved one only).
public enum ExplanationReport {
    public static func report(
        of number: Int, json: Bool, from services: ComicServices, output: TextOutput
    ) async throws -> CommandReport {
        let explanation = try await services.explanations.explanation(of: number)
        guard json else { return CommandReport(output: output.explanation(explanation)) }
        let url = services.explainWiki.pageURL(title: explanation.pageTitle)
        return CommandReport(output: try ExplanationJSON(explanation: explanation, url: url).text() + "\n")
    }
}
