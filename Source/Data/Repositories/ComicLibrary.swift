/// The one-shot questions the command line and go-to ask of one source: a
/// comic by number, several of them, the newest. The Latest feed's source
/// answers them (cache first, then the network); the caller prints them or
/// hands them to a store, as `bookmarks add` does.
public struct ComicLibrary<Source: ComicDataSource>: Sendable {
    private let source: Source

    public init(source: Source) {
        self.source = source
    }

    /// Comic `number`, from the cache or else the network.
    public func comic(_ number: Int) async throws -> Comic {
        try ComicQueryError.check(number)
        guard let comic = try await source.comic(number) else { throw ComicQueryError.noComic(number) }
        return comic
    }

    /// Every one of `numbers`, in order, or the error for the first that is
    /// missing: all or none, so a caller can save them in one transaction.
    public func comics(_ numbers: [Int]) async throws -> [Comic] {
        var comics: [Comic] = []
        for number in numbers {
            comics.append(try await comic(number))
        }
        return comics
    }

    /// The newest comic: from the network, or the newest cached one offline.
    public func newestComic() async throws -> Comic {
        guard let newest = try await source.firstPage(size: 1).comics.first else {
            throw ComicLoadError.noCachedComics
        }
        return newest
    }
}
