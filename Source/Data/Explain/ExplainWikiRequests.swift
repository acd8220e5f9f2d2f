import Foundation

/// The wiki's API addresses: the one place that builds them.
struct ExplainWikiRequests: Sendable {
    let configuration: ExplainWikiConfiguration

    /// One comic's page, parsed to HTML (the page `N` redirects to `N: Title`).
    func parseURL(number: Int) -> URL {
        url([
            ("action", "parse"), ("page", String(number)), ("redirects", "1"),
            ("prop", "text|revid|sections"), ("disableeditsection", "1"), ("disabletoc", "1"),
        ])
    }

    /// The current revision of each comic's page, up to `titlesPerRequest` of them.
    func revisionsURL(numbers: [Int]) -> URL {
        url([
            ("action", "query"), ("prop", "revisions"), ("rvprop", "ids"),
            ("titles", numbers.map(String.init).joined(separator: "|")), ("redirects", "1"),
        ])
    }

    /// The human page of comic `number`, for people and `--json`.
    func pageURL(title: String) -> URL {
        var components = URLComponents(url: configuration.apiURL, resolvingAgainstBaseURL: false)
        let directory = ExplainWikiConfiguration.directory(ofPath: components?.path ?? "")
        let name = title.replacingOccurrences(of: " ", with: "_")
        components?.percentEncodedPath = directory + "index.php"
        components?.query = nil
        components?.queryItems = [URLQueryItem(name: "title", value: name)]
        return components?.url ?? configuration.apiURL
    }

    private func url(_ parameters: [(String, String)]) -> URL {
        var components = URLComponents(url: configuration.apiURL, resolvingAgainstBaseURL: false)
        let common = [("format", "json"), ("formatversion", "2"), ("maxlag", String(configuration.maxlag))]
        components?.queryItems = (parameters + common).map { URLQueryItem(name: $0.0, value: $0.1) }
        // "|" separates values in MediaWiki; URLComponents leaves it bare, which some servers refuse.
        let query = components?.percentEncodedQuery?.replacingOccurrences(of: "|", with: "%7C")
        components?.percentEncodedQuery = query
        return components?.url ?? configuration.apiURL
    }
}
