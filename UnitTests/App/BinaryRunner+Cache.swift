import ComicTestSupport
import Foundation
import Testing

@testable import ComicData

extension BinaryRunner {
    /// The comics of `archive` (the newest `count`, else all) in this
    /// runner's cache as a sync leaves them, with the image URLs `server`
    /// rewrites, written in process: where a reader test starts, not what it
    /// is about.
    func cache(
        _ archive: ComicArchive, newest count: Int? = nil, servedBy server: StubXKCDServer, at base: URL
    ) async throws {
        var comics: [Comic] = []
        for number in archive.numbers.prefix(count ?? archive.numbers.count) {
            let body = try #require(await server.servedBody(ofComic: number))
            comics.append(try ComicFetcher.decodeComic(body, url: base.appendingPathComponent("\(number)/info.0.json")))
        }
        try await ComicCacheStore(database: AppDatabase(path: databasePath)).cacheComics(comics)
    }
}
