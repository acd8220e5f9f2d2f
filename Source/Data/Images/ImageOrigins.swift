import Foundation

/// Where comic images may be fetched from: xkcd's hosts (`XKCDHosts.fetched`)
/// on their default ports, and the API base's own origin (a mirror or a test server). An
/// `img` pointing anywhere else is never requested: a server must not make
/// the program send requests to hosts and ports of its choosing.
public struct ImageOrigins: Sendable {
    private let apiOrigin: Origin?
    private let allowsAny: Bool

    public init(apiBase: URL) {
        apiOrigin = Origin(apiBase)
        allowsAny = false
    }

    private init(allowsAny: Bool) {
        apiOrigin = nil
        self.allowsAny = allowsAny
    }

    /// Every origin: for tests that serve images from made-up hosts.
    public static let any = ImageOrigins(allowsAny: true)

    public func check(_ url: URL) throws(ImageUnavailable) {
        guard !allowsAny else { return }
        guard let origin = Origin(url) else { throw .hostNotAllowed("") }
        if origin == apiOrigin { return }
        if XKCDHosts.isFetched(origin) { return }
        throw .hostNotAllowed(origin.description)
    }
}
