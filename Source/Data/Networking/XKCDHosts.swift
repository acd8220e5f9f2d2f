import Foundation

/// xkcd's hosts and explain xkcd's, and the one policy over them that
/// images, redirects, links and default addresses all read.
public enum XKCDHosts {
    public static let site = "xkcd.com"
    public static let images = "imgs.xkcd.com"
    public static let explainOrigin = "https://www.explainxkcd.com"

    /// The hosts the program fetches from besides a request's own origin,
    /// on their default ports only: comics' images, and redirects between them.
    public static let fetched: Set<String> = [site, "www.xkcd.com", images]

    public static func isFetched(_ origin: Origin) -> Bool {
        fetched.contains(origin.host) && origin.isOnDefaultPort
    }

    /// A host a browser may be sent to for a comic's own link: xkcd.com or
    /// one of its subdomains (what.xkcd.com, blog.xkcd.com), as written.
    public static func isLinked(host: String) -> Bool {
        host == site || host.hasSuffix("." + site)
    }

    /// Where the images come from when the API is xkcd's own, known before
    /// any JSON arrives, so the connection can be opened alongside it; nil
    /// for another API base (a mirror, a test server), whose images come
    /// from wherever its JSON says, most often its own open origin.
    public static func imageOrigin(forAPIBase base: URL) -> URL? {
        guard let host = base.host?.lowercased(), host == site || host == "www.xkcd.com" else { return nil }
        return URL(string: "https://" + images)
    }

    // Built from constants: these cannot fail.
    public static let defaultBaseURL = URL(string: "https://" + site)!
    public static let defaultExplainAPIURL = URL(string: explainOrigin + "/wiki/api.php")!
    static let pagePrefix = "https://\(site)/"
    static let explanationPagePrefix = explainOrigin + "/wiki/index.php/"
}
