import ComicData
import Foundation

extension MediaWikiServer {
    /// The query explain xkcd's client sends for one comic (issue 27), after `page=`.
    public static let parseQuery =
        "redirects=1&prop=text%7Crevid%7Csections&disableeditsection=1&disabletoc=1&format=json&formatversion=2"

    /// `action=parse` of `page` (a title or a comic's number), as the app asks for it.
    public func parseURL(page: String) -> URL {
        let title = page.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? page
        return URL(string: "\(apiURL.absoluteString)?action=parse&page=\(title)&\(Self.parseQuery)") ?? apiURL
    }

    /// The wiki's JSON answer to `parseURL(page:)`.
    public func parseAnswer(page: String) async throws -> Data {
        let response = try await CurlNetworkClient().send(NetworkRequest(url: parseURL(page: page)))
        guard response.statusCode == 200 else { throw Failure.answered(response.statusCode) }
        return response.body
    }
}

/// One wiki for a whole test process, for suites that only read it (a suite
/// that edits pages starts its own): started on first use, stopped at exit.
public enum SharedMediaWiki {
    private static let holder = Holder()

    public static func server() async throws -> MediaWikiServer {
        try await holder.server()
    }

    private actor Holder {
        private var starting: Task<MediaWikiServer, any Error>?

        func server() async throws -> MediaWikiServer {
            if let starting { return try await starting.value }
            let task = Task { try await MediaWikiServer.start() }
            starting = task
            let server = try await task.value
            StopAtExit.register(server)
            return server
        }
    }
}

/// Servers to stop when the test process exits normally.
enum StopAtExit {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var servers: [MediaWikiServer] = []
    nonisolated(unsafe) private static var registered = false

    static func register(_ server: MediaWikiServer) {
        lock.lock()
        defer { lock.unlock() }
        servers.append(server)
        if !registered {
            registered = true
            atexit { StopAtExit.stopAll() }
        }
    }

    private static func stopAll() {
        lock.lock()
        let all = servers
        lock.unlock()
        for server in all { server.stop() }
    }
}
