import Foundation

/// What If? as a second publication, composed like comics: the site written
/// through to the store, or the store alone offline. Its client reads only
/// the site's own origin (no redirect elsewhere), pages and illustrations
/// within the image byte limit.
extension ComicServices {
    public var whatIfStore: WhatIfStore { WhatIfStore(database: database) }

    /// The site's client; nil offline.
    public var whatIfClient: WhatIfClient? {
        guard !configuration.isOffline else { return nil }
        var network = configuration.network(maximumBodySize: ImageLimits().maximumBytes)
        network.redirectHosts = []
        return WhatIfClient(
            baseURL: configuration.whatIfURL, client: CurlNetworkClient(configuration: network).retrying())
    }

    public var whatIf: WhatIfLibrary { WhatIfLibrary(remote: whatIfClient, store: whatIfStore) }

    /// `sync --whatif`; nil offline.
    public func whatIfSync() -> WhatIfSync? {
        whatIfClient.map { WhatIfSync(remote: $0, store: whatIfStore) }
    }
}
