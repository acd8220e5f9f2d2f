import ComicTestSupport
import Foundation
import Testing

@testable import ComicData

extension BinaryRunner {
    /// The comics of `archive` (the newest `count`, else all) in this
    /// runner's cache as a sync from the server at `base` leaves them, its
    /// image URLs included, written in process: where a reader test starts,
    /// not what it is about.
    func cache(_ archive: ComicArchive, newest count: Int? = nil, servedFrom base: URL) async throws {
        var comics: [Comic] = []
        for number in archive.numbers.prefix(count ?? archive.numbers.count) {
            let body = try #require(archive.servedBody(ofComic: number, from: base))
            comics.append(try ComicFetcher.decodeComic(body, url: base.appendingPathComponent("\(number)/info.0.json")))
        }
        try await ComicCacheStore(database: AppDatabase(path: databasePath)).cacheComics(comics)
    }
}
