import ComicData

extension AppEnvironment {
    /// explain xkcd's HTML as an article. Stands in for libxml2's
    /// `ExplanationPageParser`, which the explanation views' branch brings:
    /// the page as one paragraph, sanitized wherever it is shown.
    static let parseExplanationHTML: ExplanationHTMLParser = { html in
        ExplainedArticle(sections: [ExplainedSection(title: "Explanation", blocks: [.paragraph([.text(html, [])])])])
    }
}
