import ComicData
import Foundation

extension ComicArchive {
    /// Writes this archive's comics (the newest `count`, else all) into the
    /// database at `path` as a sync from the server at `base` leaves them,
    /// image URLs included: where a reader test starts, not what it is about.
    public func cache(newest count: Int? = nil, servedFrom base: URL, intoDatabaseAt path: String) async throws {
        var comics: [Comic] = []
        for number in numbers.prefix(count ?? numbers.count) {
            guard let body = servedBody(ofComic: number, from: base) else { continue }
            comics.append(Comic(raw: try APIComic.decode(from: body)))
        }
        try await ComicCacheStore(database: AppDatabase(path: path)).cacheComics(comics)
    }
}
