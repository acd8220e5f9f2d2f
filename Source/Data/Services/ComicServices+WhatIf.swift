import Foundation

/// What If? as a second publication, composed like comics: the site written
/// through to the store, or the store alone offline. Its client reads only
/// the site's own origin (no redirect elsewhere), pages and illustrations
/// within the image byte limit.
extension ComicServices {
    public var whatIfStore: WhatIfStore { WhatIfStore(database: database) }

    /// The site's client; nil offline.
    public var whatIfClient: WhatIfClient? { Self.whatIfClient(configuration, pace: nil) }

    /// The client, its requests paced by `pace` when given (sync: a 429 or 503 pauses them all).
    static func whatIfClient(_ configuration: Configuration, pace: RequestPace?) -> WhatIfClient? {
        guard !configuration.isOffline else { return nil }
        var network = configuration.network(maximumBodySize: ImageLimits().maximumBytes)
        network.redirectHosts = []
        // Sync widens its window as soon as the connection is seen to multiplex.
        if let pace { network.onMultiplexed = { pace.noteMultiplexed() } }
        let curl = CurlNetworkClient(configuration: network)
        let client: any NetworkClient = if let pace { curl.paced(by: pace).retrying() } else { curl.retrying() }
        return WhatIfClient(baseURL: configuration.whatIfURL, client: client, phase: configuration.networkPhase)
    }

    public var whatIf: WhatIfLibrary { WhatIfLibrary(remote: whatIfClient, store: whatIfStore, marks: whatIfMarks) }

    /// The reader's What If? feed: the archive's pages (`WhatIfArchiveSource`) and the articles' marks.
    static func whatIfFeed(_ configuration: Configuration, database: AppDatabase, marks: WhatIfMarks)
        -> ComicFeed<WhatIfArchiveSource>
    {
        let library = WhatIfLibrary(
            remote: whatIfClient(configuration, pace: nil), store: WhatIfStore(database: database), marks: marks)
        return ComicFeed(
            .whatIf, source: WhatIfArchiveSource(library: library), pageSize: configuration.pageSize,
            marks: [marks.bookmarks, marks.read])
    }

    /// `sync --whatif`, as wide as the protocol allows; nil offline.
    public func whatIfSync() -> WhatIfSync? {
        let pace = RequestPace()
        return Self.whatIfClient(configuration, pace: pace).map {
            WhatIfSync(remote: $0, store: whatIfStore, pace: pace)
        }
    }

    /// The network first: the services and `sync --whatif`, the archive's
    /// request sent before the database is created or opened, so the two overlap.
    public static func whatIfSyncFirst(_ configuration: Configuration) async throws -> (ComicServices, WhatIfSync?) {
        let pace = RequestPace()
        let remote = whatIfClient(configuration, pace: pace)
        let archive = remote.map { remote in Task { try await remote.archive() } }
        do {
            // Off the concurrency pool: an open that waits for a lock must not hold back the archive's request.
            let services = try await OwnThread.run { try ComicServices(configuration) }
            var sync = remote.map { WhatIfSync(remote: $0, store: services.whatIfStore, pace: pace) }
            sync?.archiveFetch = archive
            return (services, sync)
        } catch {
            archive?.cancel()
            throw error
        }
    }
}
