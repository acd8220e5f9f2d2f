import ComicTestSupport
import Foundation

extension BinaryRunner {
    /// The comics of `archive` (the newest `count`, else all) in this
    /// runner's cache as a sync from the server at `base` leaves them
    /// (`ComicArchive.cache`), written in process.
    func cache(_ archive: ComicArchive, newest count: Int? = nil, servedFrom base: URL) async throws {
        try await archive.cache(newest: count, servedFrom: base, intoDatabaseAt: databasePath)
    }
}
