import ComicTestSupport
import Foundation
import GRDB
import Synchronization
import Testing

@testable import ComicData

extension AppDatabase {
    /// Overwrites every segment of the search index past its header with
    /// bytes FTS5 cannot decode, as a damaged disk block would: SQLite's own
    /// checks (`PRAGMA quick_check`) still pass.
    func damageSearchIndex(_ damage: String = SearchIndexDamage.sql) async throws {
        try await writer.write { db in
            try db.execute(sql: damage)
        }
    }
}

@Suite("A damaged search index is rebuilt, not permanent")
struct SearchIndexRepairTests {
    @Test("search over a damaged index: rebuilt once, the person told once, the results as before")
    func searchRepairs() async throws {
        let told = Mutex(0)
        let database = try AppDatabase.inMemory(onSearchIndexRepaired: { told.withLock { $0 += 1 } })
        try await ComicCacheStore(database: database).cacheComics(
            (1...200).map { searchableComic($0, title: "Zebra \($0)", alt: "Stripes of \($0).") }, fetchedAt: Date())
        let before = try await database.searchNumbers("zebra")
        try await database.damageSearchIndex()
        let quickCheck = try await database.read { db in try String.fetchOne(db, sql: "PRAGMA quick_check") }
        #expect(quickCheck == "ok")

        let after = try await database.searchNumbers("zebra")

        #expect(before.count == 200)
        #expect(after == before)
        #expect(told.withLock { $0 } == 1)
        #expect(try await database.searchNumbers("stripes").count == 200)
        #expect(told.withLock { $0 } == 1)
    }

    @Test("a write into a damaged index (a sync's) rebuilds it and goes on")
    func writeRepairs() async throws {
        let told = Mutex(0)
        let database = try AppDatabase.inMemory(onSearchIndexRepaired: { told.withLock { $0 += 1 } })
        let store = ComicCacheStore(database: database)
        try await store.cacheComics((1...200).map { searchableComic($0, title: "Zebra \($0)") }, fetchedAt: Date())
        try await database.damageSearchIndex()

        try await SyncStateStore(database: database).storeBatch(
            comics: (1...200).map { searchableComic($0, title: "Okapi \($0)") }, missing: [], fetchedAt: Date())

        #expect(try await database.searchNumbers("okapi").count == 200)
        #expect(try await database.searchNumbers("zebra").isEmpty)
        #expect(told.withLock { $0 } == 1)
    }

    @Test("an index whose structure record is damaged (FTS5 cannot open the table) is started empty and rebuilt")
    func structureRepairs() async throws {
        try await withTemporaryFolder { folder in
            let path = folder.appendingPathComponent("xkcd.sqlite").path
            let filled = try AppDatabase(path: path)
            try await ComicCacheStore(database: filled).cacheComics(
                (1...200).map { searchableComic($0, title: "Zebra \($0)") }, fetchedAt: Date())
            let before = try await filled.searchNumbers("zebra")
            try await damage(path, SearchIndexDamage.structure(of: "comicSearch"))

            let told = Mutex(0)
            let database = try AppDatabase(path: path, onSearchIndexRepaired: { told.withLock { $0 += 1 } })
            let after = try await database.searchNumbers("zebra")

            #expect(before.count == 200)
            #expect(after == before)
            #expect(told.withLock { $0 } == 1)
        }
    }

    @Test(
        "What If?'s index, damaged in its segments or its structure, is rebuilt too",
        arguments: [SearchIndexDamage.segments(of: "whatIfSearch"), SearchIndexDamage.structure(of: "whatIfSearch")])
    func whatIfRepairs(damage sql: String) async throws {
        try await withTemporaryFolder { folder in
            let path = folder.appendingPathComponent("xkcd.sqlite").path
            let filled = WhatIfStore(database: try AppDatabase(path: path))
            for number in 1...40 {
                try await filled.save(
                    WhatIfArticle(
                        number: number, title: "Zebra \(number)", question: "How many stripes has \(number)?",
                        attribution: "Someone", blocks: []))
            }
            let query = SearchQuery("stripes")
            let before = try await filled.search(query, limit: 100).map(\.entry.number)
            try await damage(path, sql)

            let told = Mutex(0)
            let store = WhatIfStore(
                database: try AppDatabase(path: path, onSearchIndexRepaired: { told.withLock { $0 += 1 } }))
            let after = try await store.search(query, limit: 100).map(\.entry.number)

            #expect(before.count == 40)
            #expect(after == before)
            #expect(told.withLock { $0 } == 1)
        }
    }

    /// Damages the file from a connection of its own, as another process or a bad disk would;
    /// the next `AppDatabase` opened on it meets the damage when FTS5 opens the table.
    private func damage(_ path: String, _ sql: String) async throws {
        try await DatabaseQueue(path: path).write { db in try db.execute(sql: sql) }
    }
}
