import ComicTestSupport
import Foundation
import GRDB
import Synchronization
import Testing

@testable import ComicData

@Suite("Storage under hostile data and a hostile disk", .timeLimit(.minutes(1)))
struct HostileStorageTests {
    @Test("text with an embedded NUL comes back from the cache intact, in every text field")
    func nulRoundTrip() async throws {
        let database = try AppDatabase.inMemory()
        let text = "before\u{0}after \u{0}\u{0} end"
        let raw = APIComic(
            num: 7, title: text, safeTitle: text, alt: text, img: text, transcript: text, link: text, news: text,
            year: "20\u{0}24", month: "1", day: "2")
        let comic = Comic(raw: raw)
        try await ComicCacheStore(database: database).cacheComics([comic], fetchedAt: Date())
        let cached = try #require(try await ComicCacheStore(database: database).cachedComic(7))
        #expect(cached.raw == raw)
        #expect(try await ComicCacheStore(database: database).cachedComics(below: 100, limit: 5).first?.raw == raw)
        // Bookmarks read through the association; they keep it too.
        try await database.bookmark([comic])
        #expect(try await BookmarkStore(database: database).comic(7)?.raw == raw)
        // Stored as TEXT (the table is STRICT), with every byte.
        let length = try await database.read { db in
            try Int.fetchOne(db, sql: "SELECT length(CAST(alt AS BLOB)) FROM comic")
        }
        #expect(length == text.utf8.count)
    }

    @Test("sync's batches keep an embedded NUL too: every comic write takes the one path that binds bytes")
    func nulThroughSync() async throws {
        let database = try AppDatabase.inMemory()
        let text = "Exploits\u{0}of a Mom"
        let raw = APIComic(
            num: 327, title: text, safeTitle: text, alt: text, img: "", transcript: text, link: "", news: "",
            year: "2007", month: "10", day: "10")
        try await SyncStateStore(database: database).storeBatch(
            comics: [Comic(raw: raw)], missing: [], fetchedAt: Date())
        #expect(try await ComicCacheStore(database: database).cachedComic(327)?.raw == raw)
    }

    @Test("a full disk: the page is served, the problem kept for the command to report")
    func diskFull() async throws {
        // Long transcripts (within their cap), so the comics need pages the database may not grow.
        let server = try HostileServer(mode: .hugeField("transcript", bytes: 3000, newest: 30))
        defer { server.stop() }
        let database = try AppDatabase.inMemory()
        _ = try await database.write { db in
            let pages = try Int.fetchOne(db, sql: "PRAGMA page_count") ?? 1
            try db.execute(sql: "PRAGMA max_page_count = \(pages)")
        }
        let remote = ComicAPIClient(client: CurlNetworkClient(), configuration: .init(baseURL: server.baseURL))
        let source = LatestComicDataSource(network: remote, cache: ComicCacheStore(database: database))
        let page = try await source.firstPage(size: 3)
        #expect(page.comics.map(\.number) == [30, 29, 28])
        let problem = try #require(await source.cacheWriteProblem)
        #expect(problem == ":memory:: the disk is full; nothing was changed")
        #expect(try await ComicCacheStore(database: database).highestCachedNumber() == nil)
    }

    @Test("an open that waited out the busy timeout is not tried again: the wait is the timeout, not a hundred of it")
    func busyOpenRetriesEndWithTheTimeout() throws {
        let attempts = Mutex(0)
        #expect(throws: StorageError.self) {
            try AppDatabase.retryingBusy(path: "/tmp/held.sqlite", timeout: 0.1) { () throws -> Int in
                attempts.withLock { $0 += 1 }
                // Each attempt as SQLite's busy handler makes it: the whole timeout, then busy.
                Thread.sleep(forTimeInterval: 0.1)
                throw DatabaseError(resultCode: .SQLITE_BUSY)
            }
        }
        #expect(attempts.withLock { $0 } <= 2, "\(attempts.withLock { $0 }) opens, each waiting out the timeout")
    }

    @Test("a busy database: one notice after the notice delay, then a clear error at the timeout")
    func busy() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("xkcd-busy-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("xkcd.sqlite").path
        let holder = try DatabaseQueue(path: path)
        try holder.write { db in try db.execute(sql: "CREATE TABLE t (x)") }
        // Another connection holds the write lock until released.
        let locked = DispatchSemaphore(value: 0)
        let release = DispatchSemaphore(value: 0)
        let done = DispatchSemaphore(value: 0)
        Thread {
            try? holder.write { db in
                try db.execute(sql: "INSERT INTO t VALUES (1)")
                locked.signal()
                release.wait()
            }
            done.signal()
        }.start()
        locked.wait()
        defer {
            release.signal()
            done.wait()
        }
        let notices = Mutex(0)
        var configuration = Configuration()
        configuration.busyMode = .callback(
            BusyWait(timeout: 0.5, noticeDelay: 0.1, onLongWait: { notices.withLock { $0 += 1 } }).shouldRetry)
        let waiter = try DatabaseQueue(path: path, configuration: configuration)
        let clock = ContinuousClock()
        let start = clock.now
        let error = #expect(throws: DatabaseError.self) {
            try waiter.write { db in try db.execute(sql: "INSERT INTO t VALUES (2)") }
        }
        let waited = clock.now - start
        #expect(error?.resultCode == .SQLITE_BUSY)
        #expect(waited >= .milliseconds(400) && waited < .seconds(3), "waited \(waited)")
        #expect(notices.withLock { $0 } == 1)
        let message = StorageError.using(try #require(error), path: path).description
        #expect(message == "\(path): another xkcd kept it busy for 10 s; nothing was changed, try again")
    }
}
