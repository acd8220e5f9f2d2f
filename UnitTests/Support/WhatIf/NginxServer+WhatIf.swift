import Foundation

extension NginxServer {
    /// Writes the stand-in What If? site's files under the root, each URL
    /// path as a file (`/7/` as `7/index.html`), for a server started with
    /// `Options.servesFiles`; absolute links point at `base` (a proxy's, when there is one).
    public func publish(_ site: WhatIfSite, at base: URL? = nil) throws {
        let root = directory.appendingPathComponent("root")
        for (path, body) in site.files(at: base ?? baseURL) {
            let relative = path.hasSuffix("/") ? String(path.dropFirst()) + "index.html" : String(path.dropFirst())
            let file = root.appendingPathComponent(relative)
            try FileManager.default.createDirectory(
                at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
            try body.write(to: file)
        }
    }
}

/// The stand-in What If? site over HTTPS and HTTP/2, as what-if.xkcd.com
/// speaks, on 127.0.0.1; `oneWay` puts the latency proxy in front of it.
public func withWhatIfSite<T: Sendable>(
    _ site: WhatIfSite = WhatIfSite(), oneWay: Duration? = nil, _ body: (HTTPSTestSite) async throws -> T
) async throws -> T {
    let https = try await HTTPSTestSite(
        archive: ComicArchive(bodies: [:]), oneWay: oneWay, nginx: NginxServer.Options(servesFiles: true))
    defer { https.stop() }
    try https.nginx.publish(site, at: https.baseURL)
    return try await body(https)
}

extension StubXKCDServer {
    /// Serves the stand-in What If? site beside the comics: for faults,
    /// latency and counting, which nginx does not do; links written for
    /// `base` (nginx's, when it passes requests on to the stub).
    public func publish(_ site: WhatIfSite, at base: URL? = nil) {
        guard let base = base ?? baseURL else { return }
        let files = site.files(at: base)
        state.values.withLock { $0.pages.merge(files) { _, new in new } }
    }

    /// Answers `status` at `path` (a URL path of the site) until set to nil.
    public func setPageStatus(_ status: Int?, at path: String) {
        state.values.withLock { $0.pageStatuses[path] = status }
    }
}
