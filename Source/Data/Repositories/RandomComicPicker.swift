/// Picks a comic uniformly among those that exist, optionally leaving some
/// out (the read ones).
///
/// Online it draws among 1 through the newest number and looks the drawn
/// one up through the source (cache first); a number that turns out
/// missing is dropped and another drawn, so every existing comic stays
/// equally likely and a 404 is never shown. Offline, or when the network
/// turns out unreachable, it draws among the cached comics and says so.
public actor RandomComicPicker<Source: ComicDataSource, Cache: ComicCache> {
    public struct Pick: Sendable, Hashable {
        public let comic: Comic
        /// Drawn among the cached comics only, because the network is unreachable.
        public let isFromCache: Bool
    }

    private let source: Source
    private let cache: Cache
    private let maximumLookups: Int
    private var generator: AnyRandomNumberGenerator

    /// - Parameters:
    ///   - source: serves the newest comic (its first page of one, which
    ///     says when it came from the cache) and each drawn comic.
    ///   - generator: injected so tests can check the draw.
    public init(
        source: Source, cache: Cache, maximumLookups: Int = 20,
        generator: some RandomNumberGenerator & Sendable = SystemRandomNumberGenerator()
    ) {
        self.source = source
        self.cache = cache
        self.maximumLookups = max(1, maximumLookups)
        self.generator = AnyRandomNumberGenerator(generator)
    }

    /// A comic whose number is not in `excluded`.
    public func pick(excluding excluded: Set<Int> = []) async throws -> Pick {
        let newest = try await source.firstPage(size: 1)
        guard let newestNumber = newest.comics.first?.number else { throw ComicLoadError.noCachedComics }
        if newest.isFromCache { return try await pickCached(excluding: excluded) }

        var candidates = (1...newestNumber).filter { !excluded.contains($0) && !Comic.missingNumbers.contains($0) }
        for _ in 0..<maximumLookups {
            guard !candidates.isEmpty else { throw RandomPickFailure.nothingLeft(isFromCache: false) }
            let index = Int.random(in: candidates.indices, using: &generator)
            let number = candidates[index]
            candidates.swapAt(index, candidates.count - 1)
            candidates.removeLast()
            do {
                if let comic = try await source.comic(number) { return Pick(comic: comic, isFromCache: false) }
            } catch let error as ComicLoadError where error.isNetworkUnreachable {
                return try await pickCached(excluding: excluded)
            }
        }
        throw RandomPickFailure.tooManyMissing(lookups: maximumLookups)
    }

    private func pickCached(excluding excluded: Set<Int>) async throws -> Pick {
        let candidates = try await cache.cachedComicNumbers().filter { !excluded.contains($0) }
        guard !candidates.isEmpty else { throw RandomPickFailure.nothingLeft(isFromCache: true) }
        let number = candidates[Int.random(in: candidates.indices, using: &generator)]
        guard let comic = try await cache.cachedComic(number) else {
            throw RandomPickFailure.nothingLeft(isFromCache: true)
        }
        return Pick(comic: comic, isFromCache: true)
    }
}

/// Why no random comic could be picked.
public enum RandomPickFailure: Error, Sendable, Hashable, CustomStringConvertible {
    /// Every candidate was left out (everything read), or none is cached.
    case nothingLeft(isFromCache: Bool)
    /// Too many drawn numbers did not exist.
    case tooManyMissing(lookups: Int)

    public var description: String {
        switch self {
        case .nothingLeft(true): "no comic to pick among the cached ones"
        case .nothingLeft(false): "no comic to pick"
        case .tooManyMissing(let lookups): "no random comic found after \(lookups) tries"
        }
    }
}

/// Any generator, held as a value the picker can mutate.
struct AnyRandomNumberGenerator: RandomNumberGenerator, Sendable {
    private var base: any RandomNumberGenerator & Sendable

    init(_ base: some RandomNumberGenerator & Sendable) {
        self.base = base
    }

    mutating func next() -> UInt64 {
        base.next()
    }
}
