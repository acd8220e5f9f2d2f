import ComicTestSupport
import Foundation
import GRDB
import Synchronization
import Testing

@testable import ComicData

/// The cache holds what the server sends again: its commits need no sync of
/// their own (WAL at synchronous NORMAL: a power cut may lose the last of
/// them, never the file's consistency). Bookmarks and read marks are the
/// person's: each of their commits syncs (FULL), whatever the cache did before.
@Suite("Durability of each kind of write")
struct WriteDurabilityTests {
    @Test("a cache write commits at synchronous NORMAL; bookmarks and read marks around it, a refused one too, at FULL")
    func cacheCommitsWithoutSync() async throws {
        try await withTemporaryFolder { folder in
            let database = try AppDatabase(path: folder.appendingPathComponent("xkcd.sqlite").path, connections: .one)
            let commits = try await CommitLevels.watching(database)
            let bookmarks = BookmarkStore(database: database)
            let cache = ComicCacheStore(database: database)

            try await bookmarks.add([makeComic(1)])
            try await cache.cacheComics([makeComic(2), makeComic(3)])
            await #expect(throws: (any Error).self, "a number below 1 is refused, the whole write with it") {
                try await cache.cacheComics([makeComic(5), makeComic(0)])
            }
            try await bookmarks.add([makeComic(4)])
            try await ReadMarkStore(database: database).setMarked(true, comic: makeComic(3))

            #expect(commits.levels == [.full, .normal, .full, .full])
            #expect(try await database.synchronousLevel() == 2, "FULL again after the cache's writes")
            #expect(try await bookmarks.markedNumbers() == [1, 4])
            #expect(try await cache.cachedComicNumbers() == [4, 3, 2, 1])
        }
    }
}

/// The `PRAGMA synchronous` in effect at each commit of one connection, from SQLite's statement trace.
private final class CommitLevels: Sendable {
    enum Level: Equatable { case normal, full, other }

    private let state = Mutex<(current: Level, levels: [Level])>((.full, []))

    var levels: [Level] { state.withLock { $0.levels } }

    static func watching(_ database: AppDatabase) async throws -> CommitLevels {
        let log = CommitLevels()
        #expect(try await database.synchronousLevel() == 2, "a file's connection starts at FULL")
        try await database.writer.writeWithoutTransaction { db in
            db.trace(options: .statement) { event in
                guard case .statement(let statement) = event else { return }
                log.saw(statement.sql)
            }
        }
        return log
    }

    private func saw(_ sql: String) {
        let words = sql.uppercased().split(whereSeparator: { $0 == " " || $0 == "=" || $0 == ";" })
        state.withLock { state in
            if words.starts(with: ["PRAGMA", "SYNCHRONOUS"]), words.count == 3 {
                state.current = words[2] == "NORMAL" || words[2] == "1" ? .normal : words[2] == "FULL" ? .full : .other
            } else if words.first == "COMMIT" {
                state.levels.append(state.current)
            }
        }
    }
}

extension AppDatabase {
    /// The writer's `PRAGMA synchronous` now (2: FULL).
    fileprivate func synchronousLevel() async throws -> Int? {
        try await writer.writeWithoutTransaction { db in try Int.fetchOne(db, sql: "PRAGMA synchronous") }
    }
}
