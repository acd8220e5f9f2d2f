import ComicData

extension AppEnvironment {
    /// explain xkcd's HTML as an article, read by libxml2's HTML parser
    /// within `ExplanationPageParser.Limits`.
    static let parseExplanationHTML: ExplanationHTMLParser = { html in
        try ExplanationPageParser().article(fromHTML: html)
    }
}
