import Foundation

/// What If? as a second publication, composed like comics: the site written
/// through to the store, or the store alone offline. Its client reads only
/// the site's own origin (no redirect elsewhere), pages and illustrations
/// within the image byte limit.
extension ComicServices {
    public var whatIfStore: WhatIfStore { WhatIfStore(database: database) }

    /// The site's client; nil offline.
    public var whatIfClient: WhatIfClient? { Self.whatIfClient(configuration) }

    static func whatIfClient(_ configuration: Configuration) -> WhatIfClient? {
        guard !configuration.isOffline else { return nil }
        var network = configuration.network(maximumBodySize: ImageLimits().maximumBytes)
        network.redirectHosts = []
        return WhatIfClient(
            baseURL: configuration.whatIfURL, client: CurlNetworkClient(configuration: network).retrying())
    }

    public var whatIf: WhatIfLibrary { WhatIfLibrary(remote: whatIfClient, store: whatIfStore, marks: whatIfMarks) }

    /// The reader's What If? feed: the archive's pages (`WhatIfArchiveSource`) and the articles' marks.
    static func whatIfFeed(_ configuration: Configuration, database: AppDatabase, marks: WhatIfMarks)
        -> ComicFeed<WhatIfArchiveSource>
    {
        let library = WhatIfLibrary(
            remote: whatIfClient(configuration), store: WhatIfStore(database: database), marks: marks)
        return ComicFeed(
            .whatIf, source: WhatIfArchiveSource(library: library), pageSize: configuration.pageSize,
            marks: [marks.bookmarks, marks.read])
    }

    /// `sync --whatif`; nil offline.
    public func whatIfSync() -> WhatIfSync? {
        whatIfClient.map { WhatIfSync(remote: $0, store: whatIfStore) }
    }
}
