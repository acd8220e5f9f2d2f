import Foundation

/// Where explain xkcd's API is and the limits kept with it: the same bounds
/// as xkcd.com's, and the politeness MediaWiki's API etiquette asks for.
public struct ExplainWikiConfiguration: Sendable {
    /// The wiki's `api.php`.
    public var apiURL: URL
    /// Requests in flight at once, all callers together.
    public var maximumConcurrentRequests: Int
    /// One network phase (an explanation, a batch of revisions) ends by then, retries and waits included.
    public var phaseDeadline: Duration
    /// Tries after the first within a phase: a `maxlag` error, 503, a timeout.
    public var retriesPerPhase: Int
    /// The longest Retry-After honoured (a `maxlag` answer's too); a longer one fails the phase at once.
    public var maximumRetryAfter: Duration
    /// When a `maxlag` answer names no wait.
    public var defaultMaxlagWait: Duration
    /// Titles per revisions request: the API's own limit for a client without bot rights.
    public var titlesPerRequest: Int
    /// The `maxlag` parameter every request carries.
    public var maxlag: Int

    public init(
        apiURL: URL = Self.defaultAPIURL, maximumConcurrentRequests: Int = 2,
        phaseDeadline: Duration = NetworkPhase.standard, retriesPerPhase: Int = 2,
        maximumRetryAfter: Duration = .seconds(5), defaultMaxlagWait: Duration = .seconds(1),
        titlesPerRequest: Int = 50, maxlag: Int = 5
    ) {
        self.apiURL = apiURL
        self.maximumConcurrentRequests = max(1, maximumConcurrentRequests)
        self.phaseDeadline = phaseDeadline
        self.retriesPerPhase = max(0, retriesPerPhase)
        self.maximumRetryAfter = maximumRetryAfter
        self.defaultMaxlagWait = defaultMaxlagWait
        self.titlesPerRequest = min(max(1, titlesPerRequest), 50)
        self.maxlag = max(1, maxlag)
    }

    public static let defaultAPIURL = XKCDHosts.defaultExplainAPIURL

    /// Where the wiki's pages are, for links a person opens: `index.php/` in
    /// the directory of `apiURL` (explain xkcd's `/wiki/`), without credentials.
    public var pagePrefix: String {
        var components = URLComponents(url: apiURL, resolvingAgainstBaseURL: false)
        components?.user = nil
        components?.password = nil
        components?.query = nil
        components?.fragment = nil
        let directory = Self.directory(ofPath: components?.percentEncodedPath ?? "")
        components?.percentEncodedPath = directory + "index.php/"
        return components?.string ?? ComicLink.defaultExplanationPagePrefix
    }

    /// The folder `api.php` is in, where `index.php` is too; explain xkcd's when the path names no `api.php`.
    static func directory(ofPath path: String) -> String {
        path.hasSuffix("/api.php") ? String(path.dropLast("api.php".count)) : "/wiki/"
    }

    /// The wiki's limits for a `CurlNetworkClient`: redirects to the wiki's own origin only.
    public static func networkConfiguration(
        within phase: Duration = NetworkPhase.standard
    ) -> CurlNetworkClient.Configuration {
        var configuration = CurlNetworkClient.Configuration()
        configuration.requestDeadline = phase
        configuration.redirectHosts = []
        configuration.maximumBodySize = ExplainWikiLimits.maximumBodySize
        return configuration
    }
}

/// Bounds on what the wiki may send.
public enum ExplainWikiLimits {
    /// A parse answer's JSON: the longest real pages are a few hundred KiB of HTML.
    public static let maximumBodySize = 4 * 1024 * 1024
    /// A page title kept from an answer.
    public static let maximumTitleLength = 512
    /// An error's code and text kept from an answer.
    public static let maximumErrorLength = 300
}
