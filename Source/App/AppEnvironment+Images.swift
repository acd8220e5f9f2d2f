import ComicData
import ComicUI
import Foundation

extension AppEnvironment {
    /// The images of comics, saved in this environment's database.
    ///
    /// Images get their own network client: its byte limit is the image
    /// limit (10 MiB), where a comic's JSON is capped far lower.
    func imageLoader(cache: ImageCacheOptions, limits: ImageLimits = ImageLimits()) -> ComicImageLoader {
        let loading = ComicImageLoader.Configuration(limits: limits, cacheCapacity: cache.capacity)
        guard case .cacheThenNetwork = latestSource else {
            return ComicImageLoader(savedImagesIn: database, configuration: loading)
        }
        var configuration = CurlNetworkClient.Configuration()
        configuration.maximumBodySize = limits.maximumBytes
        return ComicImageLoader(
            client: CurlNetworkClient(configuration: configuration).retrying(), database: database,
            configuration: loading)
    }
}
