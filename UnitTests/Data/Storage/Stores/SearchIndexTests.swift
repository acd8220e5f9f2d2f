import ComicTestSupport
import Foundation
import GRDB
import Testing

@testable import ComicData

/// A comic with the given text; the rest is plain.
func searchableComic(_ number: Int, title: String, alt: String = "", transcript: String = "") -> Comic {
    Comic(
        raw: APIComic(
            num: number, title: title, safeTitle: title, alt: alt, img: "https://imgs.xkcd.com/comics/c\(number).png",
            transcript: transcript, year: "2020", month: "1", day: "2"))
}

/// A database holding `comics` in its cache.
func databaseWith(_ comics: [Comic]) async throws -> AppDatabase {
    let database = try AppDatabase.inMemory()
    try await ComicCacheStore(database: database).cacheComics(comics, fetchedAt: Date())
    return database
}

extension AppDatabase {
    /// The numbers of every result, best first.
    func searchNumbers(_ text: String) async throws -> [Int] {
        try await SearchIndex(database: self).results(SearchQuery(text), after: nil, limit: 1000).map(\.comic.number)
    }
}

@Suite("Full-text search over the cache")
struct SearchIndexTests {
    @Test("a title match beats an alt match beats a transcript match")
    func titleBeatsAltBeatsTranscript() async throws {
        let database = try await databaseWith([
            searchableComic(1, title: "Nothing here", alt: "A zebra crossing.", transcript: "Two people talk."),
            searchableComic(2, title: "Nothing there", alt: "Two people talk.", transcript: "A zebra crossing."),
            searchableComic(3, title: "Zebra", alt: "Two people talk.", transcript: "Nothing more."),
            searchableComic(4, title: "Unrelated", alt: "Horses.", transcript: "Horses."),
        ])

        #expect(try await database.searchNumbers("zebra") == [3, 1, 2])
    }

    @Test("however often a transcript says the words, a title that has them ranks first")
    func transcriptNeverOutranksTitle() async throws {
        let chatter = Array(repeating: "Standards, standards, standards everywhere.", count: 40).joined(separator: "\n")
        let database = try await databaseWith([
            searchableComic(1, title: "Committee Standards Meeting", alt: "A long one."),
            searchableComic(2, title: "Meeting", alt: "Standards again.", transcript: chatter),
        ])

        #expect(try await database.searchNumbers("standards") == [1, 2])
    }

    @Test("an exact title comes first, before titles that merely contain the words")
    func exactTitleFirst() async throws {
        let database = try await databaseWith([
            searchableComic(10, title: "Standard Model Changes"),
            searchableComic(11, title: "Standards"),
            searchableComic(12, title: "Turtle Sandwich Standard Model", alt: "Standards all the way down."),
            searchableComic(13, title: "Is It Worth the Time?"),
            searchableComic(14, title: "Time", alt: "Is it worth it? The time, I mean."),
        ])

        #expect(try await database.searchNumbers("standards").first == 11)
        #expect(try await database.searchNumbers("is it worth the time").first == 13)
        #expect(try await database.searchNumbers("IS IT WORTH THE TIME?!").first == 13)
    }

    @Test("a query that is a comic number finds that comic first, then comics that mention it")
    func numberQuery() async throws {
        let database = try await databaseWith([
            searchableComic(327, title: "Exploits of a Mom"),
            searchableComic(500, title: "Election", alt: "See comic 327 for more."),
            searchableComic(501, title: "Other"),
        ])

        #expect(try await database.searchNumbers("327") == [327, 500])
        #expect(try await database.searchNumbers("#327") == [327, 500])
        #expect(try await database.searchNumbers("9999") == [])
    }

    @Test("diacritics and case are folded both ways")
    func diacritics() async throws {
        let database = try await databaseWith([
            searchableComic(259, title: "Clich&eacute;d Exchanges"),
            searchableComic(300, title: "Pokemon", alt: "Naive cafe."),
        ])

        #expect(try await database.searchNumbers("cliche") == [259])
        #expect(try await database.searchNumbers("CLICHÉD") == [259])
        #expect(try await database.searchNumbers("café naïve") == [300])
    }

    @Test("word forms are folded: estimation finds Estimating")
    func stemming() async throws {
        let database = try await databaseWith([
            searchableComic(1658, title: "Estimating Time"),
            searchableComic(1, title: "Unrelated"),
        ])

        #expect(try await database.searchNumbers("estimation") == [1658])
        #expect(try await database.searchNumbers("times estimated") == [1658])
    }

    @Test("the last word matches as a prefix; earlier words do not")
    func prefix() async throws {
        let database = try await databaseWith([
            searchableComic(927, title: "Standards"),
            searchableComic(1, title: "Stand Up Comedy", alt: "Sit down."),
        ])

        #expect(try await database.searchNumbers("standa") == [927])
        #expect(Set(try await database.searchNumbers("stan")) == [927, 1])
        #expect(try await database.searchNumbers("stan comedy") == [])
        #expect(try await database.searchNumbers("s") == [], "one letter is a word, not yet a prefix")
    }

    @Test(
        "FTS syntax typed by a person is plain words, never an SQL error",
        arguments: [
            "\"", "\"unbalanced", "*", "-", "-minus", "AND", "OR", "NOT", "zebra AND", "(zebra", "zebra)",
            "NEAR(zebra crossing)", "title:zebra", "{title alt}: zebra", "^zebra", "zebra*", "zeb*ra",
            "'; DROP TABLE comic; --",
            "+", "a:b:c", "\u{0}zebra", "ze\"bra",
        ])
    func hostileSyntax(query: String) async throws {
        let database = try await databaseWith([
            searchableComic(1, title: "Zebra Crossing", alt: "And not near the title.")
        ])

        let results = try await database.searchNumbers(query)
        let words = SearchQuery(query).words
        #expect(results == (try await database.searchNumbers(words.joined(separator: " "))))
        #expect(try await ComicCacheStore(database: database).cachedComic(1) != nil)
    }

    @Test("a query with no words finds nothing")
    func emptyQuery() async throws {
        let database = try await databaseWith([searchableComic(1, title: "Zebra")])

        for query in ["", "   ", "***", "\"\"", "-()"] {
            #expect(try await database.searchNumbers(query) == [], "\(query)")
        }
    }

    @Test("the index follows the cache: inserts, updates, bookmarks and deletions")
    func indexFollowsCache() async throws {
        let database = try AppDatabase.inMemory()
        try await ComicCacheStore(database: database).cacheComics(
            [searchableComic(1, title: "Old Zebra")], fetchedAt: Date(timeIntervalSince1970: 0))
        #expect(try await database.searchNumbers("zebra") == [1])

        try await ComicCacheStore(database: database).cacheComics(
            [searchableComic(1, title: "New Giraffe")], fetchedAt: Date(timeIntervalSince1970: 0))
        #expect(try await database.searchNumbers("zebra") == [])
        #expect(try await database.searchNumbers("giraffe") == [1])

        try await database.bookmark([searchableComic(2, title: "Saved Giraffe")])
        #expect(Set(try await database.searchNumbers("giraffe")) == [1, 2])

        try await database.write { db in try db.execute(sql: "DELETE FROM comic WHERE number = 1") }
        #expect(try await database.searchNumbers("giraffe") == [2])
    }

    @Test("a failed write leaves neither the comic nor its search row")
    func failedWriteIndexesNothing() async throws {
        let database = try AppDatabase.inMemory()

        await #expect(throws: StorageError.self) {
            try await ComicCacheStore(database: database).cacheComics(
                [searchableComic(5, title: "Zebra"), searchableComic(0, title: "Refused")], fetchedAt: Date())
        }
        #expect(try await database.searchNumbers("zebra") == [])
    }

    @Test("text after a NUL or a control character is still indexed")
    func controlCharacters() async throws {
        let database = try await databaseWith([
            searchableComic(1, title: "Before\u{0}After", alt: "bell\u{7}ringer", transcript: "esc\u{1B}[31mape")
        ])

        #expect(try await database.searchNumbers("after") == [1])
        #expect(try await database.searchNumbers("ringer") == [1])
    }

    @Test("the migration indexes a first-schema file's comics")
    func migrationIndexesExistingComics() async throws {
        try await withTemporaryFolder { folder in
            let fixture = try #require(StorageFixtures.url("v1-bookmarks.sqlite"))
            let copy = folder.appendingPathComponent("v1-bookmarks.sqlite")
            try FileManager.default.copyItem(at: fixture, to: copy)

            let database = try AppDatabase(path: copy.path)

            #expect(try await database.searchNumbers("cliche") == [259])
            #expect(Set(try await database.searchNumbers("fixture")) == [1, 259, 1137, 3003])
            #expect(try await database.searchNumbers("waves") == [1])
            let applied = try await database.read { db in try AppDatabase.migrator.appliedIdentifiers(db) }
            #expect(applied.contains("v3-search"))
        }
    }

    @Test("coverage counts the cache through an index, never reading every comic's text")
    func coverageCountUsesAnIndex() async throws {
        let database = try AppDatabase.inMemory()
        let plan = try await database.read { db in
            try Row.fetchAll(db, sql: "EXPLAIN QUERY PLAN SELECT count(*) FROM comic").map { $0["detail"] as String? }
        }
        #expect(plan.contains { $0?.contains("COVERING INDEX") == true }, "plan: \(plan)")
    }

    @Test("coverage: cached comics of the newest number, less the numbers xkcd skipped (404)")
    func coverage() async throws {
        let database = try AppDatabase.inMemory()
        #expect(
            try await SearchIndex(database: database).coverage() == SearchCoverage(searchedCount: 0, archiveCount: 0))

        try await ComicCacheStore(database: database).cacheComics(
            [searchableComic(10, title: "Ten"), searchableComic(9, title: "Nine")], fetchedAt: Date())
        #expect(
            try await SearchIndex(database: database).coverage() == SearchCoverage(searchedCount: 2, archiveCount: 10))

        try await SyncStateStore(database: database).storeBatch(
            comics: (1...8).map { searchableComic($0, title: "C\($0)") }.filter { $0.number != 4 }, missing: [4],
            fetchedAt: Date())
        // Only 404 is known not to exist: another number's 404 may have passed, so it is a gap.
        let gap = try await SearchIndex(database: database).coverage()
        #expect(gap == SearchCoverage(searchedCount: 9, archiveCount: 10))
        #expect(!gap.isComplete)
    }

    @Test("a batch of comics adds one segment to the search index, not one per comic")
    func oneSegmentPerBatch() async throws {
        let database = try AppDatabase.inMemory()
        // With FTS5's merging off, every write of its pending terms stays a segment of its own.
        try await database.write { db in
            try db.execute(sql: "INSERT INTO comicSearch(comicSearch, rank) VALUES('automerge', 0)")
        }

        try await ComicCacheStore(database: database).cacheComics(
            (1...50).map { searchableComic($0, title: "Title \($0)", transcript: "Words of comic \($0).") },
            fetchedAt: Date())

        let segments = try await database.read { db in
            try Int.fetchOne(db, sql: "SELECT count(DISTINCT segid) FROM comicSearch_idx")
        }
        #expect(segments == 1)
    }
}
