import CurlTransfer
import Foundation
import Synchronization

/// Opening a connection ahead of the request that will need it.
extension CurlNetworkClient {
    /// When each origin last had a request or a preconnect, so a preconnect to an origin
    /// in use is skipped; process-wide, like the connection pool.
    private static let lastUse = Mutex<[String: ContinuousClock.Instant]>([:])
    /// A connection idle for less than this is taken to be still open.
    static let connectionReuseWindow: Duration = .seconds(30)

    /// Opens a connection (TCP and TLS) to `origin` now, so the request that
    /// follows costs one round trip instead of three: a HEAD of `/` whose
    /// answer is ignored; its connection stays in the process's pool, which
    /// every client shares. Skipped when the origin was used in the last
    /// `connectionReuseWindow`.
    public func preconnect(to origin: URL) {
        guard var components = URLComponents(url: origin, resolvingAgainstBaseURL: false),
            let scheme = components.scheme?.lowercased(), scheme == "http" || scheme == "https"
        else { return }
        components.user = nil
        components.password = nil
        components.path = "/"
        components.query = nil
        components.fragment = nil
        guard let url = components.url, trust.refusal == nil, !recentlyUsed(url) else { return }
        guard let pool = xkcd_connection_pool_shared(),
            let transfer = CurlTransferHandle(
                pool: pool, url: url, headers: ["User-Agent: \(configuration.userAgent)"],
                limits: limits(within: configuration.requestDeadline), trust: trust)
        else { return }
        transfer.startHeadOnly()
    }

    /// Notes the use of `url`'s origin; true when it was used within the reuse window.
    func recentlyUsed(_ url: URL) -> Bool {
        let origin = Self.origin(of: url)
        let now = ContinuousClock.now
        return Self.lastUse.withLock { uses in
            defer { uses[origin] = now }
            guard let last = uses[origin] else { return false }
            return now - last < Self.connectionReuseWindow
        }
    }

    private static func origin(of url: URL) -> String {
        "\(url.scheme?.lowercased() ?? "")://\(url.host?.lowercased() ?? ""):\(url.port ?? -1)"
    }
}
