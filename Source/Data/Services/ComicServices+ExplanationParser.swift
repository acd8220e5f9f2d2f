import Foundation

extension ComicServices {
    /// explain xkcd's HTML as an article (libxml2's HTML parser), its
    /// relative links made absolute on the wiki's own origin.
    static func explanationParser(for apiURL: URL) -> ExplanationHTMLParser {
        var origin = URLComponents()
        origin.scheme = apiURL.scheme
        origin.host = apiURL.host
        origin.port = apiURL.port
        let parser = ExplanationPageParser(wikiOrigin: origin.string ?? XKCDHosts.explainOrigin)
        return { html in try parser.article(fromHTML: html) }
    }
}
