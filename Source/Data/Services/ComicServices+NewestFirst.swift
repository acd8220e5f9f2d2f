import Foundation

/// The network first: a command whose answer starts with the newest comic
/// sends that request before the database is created or opened (its
/// migrations and syncs take tens of milliseconds on a first run), so the
/// two overlap instead of adding up.
extension ComicServices {
    /// The client of xkcd's API a configuration asks for; it loads libcurl on its first request.
    public static func makeRemote(for configuration: Configuration) -> ComicAPIClient {
        ComicAPIClient(
            client: CurlNetworkClient(configuration: configuration.network()).retrying(),
            configuration: .init(baseURL: configuration.baseURL, pageDeadline: configuration.networkPhase))
    }

    /// The services, the request for the newest comic already on its way
    /// (none offline); the first page of Latest joins it, so no comic is asked for twice.
    /// With no database yet the cache is empty: the whole first page is sent
    /// ahead (`startFirstPageFetch`), beside the new file's creation.
    public static func newestFirst(_ configuration: Configuration) async throws -> ComicServices {
        let remote = makeRemote(for: configuration)
        if !configuration.isOffline, FileManager.default.fileExists(atPath: configuration.databasePath) {
            await remote.startNewestFetch()
        } else if !configuration.isOffline {
            await remote.startFirstPageFetch(size: configuration.pageSize)
        }
        // Off the concurrency pool: an open that waits for a lock must not hold back the request.
        return try await OwnThread.run { try ComicServices(configuration, remote: remote) }
    }
}
