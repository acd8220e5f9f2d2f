import ComicData
import Foundation

/// The reader's images from the image loader: saved in the database, fetched when missing.
public struct LoadedReaderImages: ReaderImageSource {
    let loader: ComicImageLoader
    /// Nil where there is no image host to open ahead (offline, or an API base other than xkcd.com).
    let imageHost: URL?

    public init(loader: ComicImageLoader, imageHost: URL?) {
        self.loader = loader
        self.imageHost = imageHost
    }

    public func image(for comic: Comic) async throws -> DecodedImage {
        try await loader.image(for: comic).image
    }

    public func bestImage(for comic: Comic) async throws -> (DecodedImage, ImageVersion) {
        let best = try await loader.bestImage(for: comic)
        return (best.image, best.version)
    }

    public func prefetch(_ comics: [Comic]) async {
        _ = await loader.prefetch(comics)
    }

    public func openHost() {
        if let imageHost { CurlNetworkClient().preconnect(to: imageHost) }
    }
}
