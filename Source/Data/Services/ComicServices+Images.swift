import Foundation

extension ComicServices {
    /// The image host to open ahead of a comic's image; nil offline or where it is the API's own origin.
    public var imageHost: URL? {
        guard latestSource.hasNetwork else { return nil }
        return XKCDHosts.imageOrigin(forAPIBase: baseURL)
    }

    /// Opens the image host ahead of a comic's image, as this environment's clients trust it.
    public func openImageHost() {
        if let imageHost { CurlNetworkClient(configuration: configuration.network()).preconnect(to: imageHost) }
    }

    /// The images of comics, saved in this environment's database.
    ///
    /// Images get their own network client: its byte limit is the image
    /// limit (10 MiB), where a comic's JSON is capped far lower.
    /// `cacheCapacity`: bytes of unbookmarked comics' images kept for offline reading.
    public func imageLoader(cacheCapacity: Int, limits: ImageLimits = ImageLimits()) -> ComicImageLoader {
        var loading = ComicImageLoader.Configuration(limits: limits, cacheCapacity: cacheCapacity)
        loading.networkPhase = configuration.networkPhase
        guard latestSource.hasNetwork else {
            return ComicImageLoader(savedImagesIn: database, configuration: loading)
        }
        let client = CurlNetworkClient(configuration: configuration.network(maximumBodySize: limits.maximumBytes))
        // Images will be drawn: open their host now, alongside the first JSON request.
        if let imageHost { client.preconnect(to: imageHost) }
        return ComicImageLoader(
            client: client.retrying(), database: database, configuration: loading,
            origins: ImageOrigins(apiBase: baseURL))
    }

    /// `sync --images`: every cached comic's image, kept for offline reading,
    /// from xkcd's image hosts or the API base's origin only.
    public func imageSync(concurrency: Int?, limits: ImageLimits = ImageLimits()) -> ImageSync {
        let pace = RequestPace()
        let network = configuration.network(maximumBodySize: limits.maximumBytes)
        let fetcher = NetworkImageFetcher(
            client: CurlNetworkClient(configuration: network).paced(by: pace).retrying(),
            origins: ImageOrigins(apiBase: baseURL), deadline: configuration.networkPhase)
        return ImageSync(
            fetcher: fetcher, database: database, configuration: .init(concurrency: concurrency, limits: limits),
            pace: pace)
    }
}
