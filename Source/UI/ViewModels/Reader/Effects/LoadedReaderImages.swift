import ComicData
import Foundation

/// The reader's images from the image loader: saved in the database, fetched when missing.
public struct LoadedReaderImages: ReaderImageSource {
    let loader: ComicImageLoader
    /// Opens the image host ahead (nothing offline, or for an API base other than xkcd.com).
    let services: ComicServices

    public init(loader: ComicImageLoader, services: ComicServices) {
        self.loader = loader
        self.services = services
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
        services.openImageHost()
    }
}
