import Foundation

/// Gets comics' images: from the saved images, else from its
/// `ImageFetching` (the network through a `NetworkClient`, so retries and
/// timeouts apply, or nothing at all offline), decoded and saved.
///
/// Only http and https URLs are followed. Every problem with one comic's
/// image is an `ImageUnavailable` for that comic alone. Two requests for the
/// same image at once share one fetch.
public actor ComicImageLoader {
    public struct Configuration: Sendable {
        public var limits = ImageLimits()
        /// Total bytes of unbookmarked comics' images kept; least recently used go first.
        public var cacheCapacity = 100 * 1024 * 1024
        /// No image, retries included, takes longer.
        public var networkPhase = NetworkPhase.standard

        public init(limits: ImageLimits = ImageLimits(), cacheCapacity: Int = 100 * 1024 * 1024) {
            self.limits = limits
            self.cacheCapacity = cacheCapacity
        }
    }

    private struct Key: Hashable {
        let comicNumber: Int
        let url: URL
        let version: ImageVersion
    }

    let fetcher: any ImageFetching
    let database: AppDatabase?
    private let configuration: Configuration
    let now: @Sendable () -> Date
    private var inFlight: [Key: Task<ComicImage, any Error>] = [:]
    /// How many loads wait on each comic's fetch, and who follows that.
    private var waiterCounts: [Int: Int] = [:]
    private var waiterCountObservers = Broadcast<[Int: Int]>()

    /// Images from the saved ones, else from the network through `client`.
    ///
    /// - Parameters:
    ///   - database: where images are saved; nil saves none.
    ///   - origins: where images may be fetched from (the app passes its API base's).
    public init(
        client: any NetworkClient, database: AppDatabase?, configuration: Configuration = Configuration(),
        origins: ImageOrigins = .any, now: @escaping @Sendable () -> Date = { Date() }
    ) {
        self.init(
            fetcher: NetworkImageFetcher(client: client, origins: origins, deadline: configuration.networkPhase),
            database: database,
            configuration: configuration, now: now)
    }

    /// Saved images only (`--offline`): one not saved is `ImageUnavailable.notCached`.
    public init(
        savedImagesIn database: AppDatabase, configuration: Configuration = Configuration(),
        now: @escaping @Sendable () -> Date = { Date() }
    ) {
        self.init(fetcher: SavedImagesOnly(), database: database, configuration: configuration, now: now)
    }

    private init(
        fetcher: any ImageFetching, database: AppDatabase?, configuration: Configuration,
        now: @escaping @Sendable () -> Date
    ) {
        self.fetcher = fetcher
        self.database = database
        self.configuration = configuration
        self.now = now
    }

    /// The comic's image. Throws `ImageUnavailable` (or `CancellationError`).
    public func image(for comic: Comic) async throws -> ComicImage {
        try await image(comicNumber: comic.number, url: try Self.followableURL(comic.raw.img), version: .normal)
    }

    /// One version of a comic's image, at `url` (already followable).
    func image(comicNumber: Int, url: URL, version: ImageVersion) async throws -> ComicImage {
        let key = Key(comicNumber: comicNumber, url: url, version: version)
        let task: Task<ComicImage, any Error>
        if let running = inFlight[key] {
            task = running
        } else {
            task = Task { [fetcher, database, configuration, now] in
                try await Self.load(key, fetcher: fetcher, database: database, configuration: configuration, now: now)
            }
            inFlight[key] = task
        }
        changeWaiterCount(comicNumber: comicNumber, by: 1)
        defer {
            changeWaiterCount(comicNumber: comicNumber, by: -1)
            if inFlight[key] == task { inFlight[key] = nil }
        }
        // A cancelled waiter cancels the fetch, as in the repositories: quitting never waits on a slow image.
        return try await withTaskCancellationHandler {
            try await task.value
        } onCancel: {
            task.cancel()
        }
    }

    /// How many loads wait on each comic's image now (comics none waits on
    /// are absent), then after every change.
    public func waitingLoads() -> AsyncStream<[Int: Int]> {
        waiterCountObservers.subscribe(startingWith: waiterCounts)
    }

    private func changeWaiterCount(comicNumber: Int, by change: Int) {
        let count = waiterCounts[comicNumber, default: 0] + change
        waiterCounts[comicNumber] = count > 0 ? count : nil
        waiterCountObservers.send(waiterCounts)
    }

    /// Gets and saves the images of `comics` that are not saved yet (for
    /// bookmarks and neighbours); returns why each one that failed did.
    public func prefetch(_ comics: [Comic]) async -> [Int: ImageUnavailable] {
        var failures: [Int: ImageUnavailable] = [:]
        for comic in comics {
            do {
                _ = try await image(for: comic)
            } catch let unavailable as ImageUnavailable {
                failures[comic.number] = unavailable
            } catch {
                break
            }
        }
        return failures
    }

    /// The URL of an `img` value if it may be followed: http or https with a file name.
    public static func followableURL(_ img: String) throws(ImageUnavailable) -> URL {
        let text = img.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !text.isEmpty else { throw .noImage }
        guard let url = URL(string: text), let scheme = url.scheme?.lowercased() else {
            throw .unsupportedURL(scheme: "")
        }
        guard scheme == "http" || scheme == "https" else {
            // The scheme reaches the terminal in a note: letters, digits and +-. only.
            let shown = scheme.unicodeScalars.filter {
                $0.isASCII && (CharacterSet.alphanumerics.contains($0) || "+-.".unicodeScalars.contains($0))
            }
            throw .unsupportedURL(scheme: String(String.UnicodeScalarView(shown.prefix(20))))
        }
        // Comics 1608 and 1663 point at the folder itself.
        guard url.host?.isEmpty == false, !url.hasDirectoryPath, !url.lastPathComponent.isEmpty else { throw .noImage }
        return url
    }

    private static func load(
        _ key: Key, fetcher: any ImageFetching, database: AppDatabase?, configuration: Configuration,
        now: @Sendable () -> Date
    ) async throws -> ComicImage {
        let url = key.url.absoluteString
        if let database {
            let saved: SavedImage?
            do {
                saved = try await ImageStore(database: database).savedImage(
                    comic: key.comicNumber, url: url, usedAt: now())
            } catch let error as StorageError {
                throw ImageUnavailable.storage(reason: error.description)
            }
            if let saved {
                let image = try ImageDecoder.decode(saved.bytes, limits: configuration.limits)
                return ComicImage(comicNumber: key.comicNumber, image: image, isFromCache: true, version: key.version)
            }
        }
        let bytes = try await fetcher.bytes(at: key.url, limits: configuration.limits)
        // Decoded before saving: bytes that do not decode are never kept.
        let image = try ImageDecoder.decode(bytes, limits: configuration.limits)
        var notSavedReason: String?
        if let database {
            do {
                try await ImageStore(database: database).saveImage(
                    SavedImage(bytes: ImageDecoder.kept(bytes), width: image.sourceWidth, height: image.sourceHeight),
                    comic: key.comicNumber, url: url, savedAt: now(), unbookmarkedCapacity: configuration.cacheCapacity,
                    replacing: key.version == .normal)
            } catch let error as StorageError {
                notSavedReason = error.description
            }
        }
        return ComicImage(
            comicNumber: key.comicNumber, image: image, isFromCache: false, notSavedReason: notSavedReason,
            version: key.version)
    }
}
