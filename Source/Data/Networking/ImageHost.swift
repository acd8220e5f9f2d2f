import Foundation

/// Where a comic's image comes from, known before its JSON arrives, so the
/// connection to it can be opened alongside the JSON request.
public enum ImageHost {
    /// xkcd.com serves images from imgs.xkcd.com; nil for any other API base
    /// (a mirror or a test server), whose images come from wherever its JSON
    /// says, most often its own origin, which is open already.
    public static func origin(forAPIBase base: URL) -> URL? {
        guard let host = base.host?.lowercased(), host == "xkcd.com" || host == "www.xkcd.com" else { return nil }
        return URL(string: "https://imgs.xkcd.com")
    }
}
