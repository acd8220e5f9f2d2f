import Foundation
import Synchronization
import Testing

@testable import ComicData

/// `xkcd search` reads through `CachedComicSearch`, not the Search feed: its
/// results must be the feed's, and its marks one read transaction.
@Suite("A search composed of the index and the marks")
struct CachedComicSearchTests {
    @Test("the first results, with read comics left out or not, are the ones the Search feed loads first")
    func resultsAsTheFeedLoadsThem() async throws {
        let tied = (1...23).map { searchableComic($0, title: "Comic \($0)", alt: "A zebra.") }
        let database = try await databaseWith(tied + [searchableComic(100, title: "Zebra")])
        let query = SearchQuery("zebra")
        let read: Set<Int> = [100, 23, 22, 17, 3]
        for count in [1, 2, 5, 7, 19, 30] {
            for excluded in [[], read] {
                let feed = ComicFeed(
                    .search, source: SearchComicDataSource(database: database, query: query), pageSize: count, marks: []
                )
                let expected = try await feed.loadFirst(count, excluding: excluded).comics.map(\.number)
                let found = try await CachedComicSearch(database: database, query: query).first(
                    count, excluding: excluded)
                #expect(found.map(\.number) == expected, "count \(count), excluding \(excluded)")
            }
        }
    }

    @Test("the marks of comics and articles and the saved articles come from one read transaction")
    func marksInOneRead() async throws {
        try await withTemporaryFolder { folder in
            let path = folder.appendingPathComponent("xkcd.sqlite").path
            let database = try AppDatabase(path: path, connections: .oneReadingInline)
            let comics = [3, 5, 8].map { searchableComic($0, title: "Comic \($0)") }
            try await ComicCacheStore(database: database).cacheComics(comics, fetchedAt: Date())
            try await BookmarkStore(database: database).setMarked(true, comic: comics[0])
            try await ReadMarkStore(database: database).setMarked(true, comic: comics[1])
            try await ReadMarkStore(database: database).setMarked(true, comic: comics[2])
            try await WhatIfMarkStore(database: database, kind: .bookmark).setMarked(true, numbers: [7], at: Date())
            try await WhatIfMarkStore(database: database, kind: .read).setMarked(true, numbers: [7, 9], at: Date())
            try await WhatIfStore(database: database).save(
                WhatIfArticle(number: 4, title: "Question 4", question: "What if?", attribution: "Someone", blocks: []))

            let begun = try await TransactionCount(database)
            let marks = try await CachedComicSearch(database: database, query: SearchQuery("comic")).marks()
            #expect(begun.value == 1)
            #expect(marks.comicBookmarks == [3])
            #expect(marks.comicsRead == [5, 8])
            #expect(marks.articleBookmarks == [7])
            #expect(marks.articlesRead == [7, 9])
            #expect(marks.savedArticles == [4])
        }
    }

    @Test("reading the marks on a fresh connection asks nothing of the schema")
    func marksWithoutSchemaQueries() async throws {
        try await withTemporaryFolder { folder in
            let path = folder.appendingPathComponent("xkcd.sqlite").path
            let writer = try AppDatabase(path: path, connections: .oneReadingInline)
            let comic = searchableComic(3, title: "Comic 3")
            try await ComicCacheStore(database: writer).cacheComics([comic], fetchedAt: Date())
            try await BookmarkStore(database: writer).setMarked(true, comic: comic)
            try await ReadMarkStore(database: writer).setMarked(true, comic: comic)

            // As `xkcd search` opens it: GRDB's schema cache is empty.
            let database = try AppDatabase(path: path, connections: .oneReadingInline)
            let log = try await StatementLog(database)
            let marks = try await CachedComicSearch(database: database, query: SearchQuery("comic")).marks()
            #expect(marks.comicBookmarks == [3])
            #expect(marks.comicsRead == [3])
            let statements = log.statements
            #expect(!statements.isEmpty)
            #expect(statements.filter { $0.contains("sqlite_master") || $0.contains("database_list") } == [])
        }
    }
}

/// The statements `database`'s one connection runs from now on.
final class StatementLog: Sendable {
    private let logged = Mutex<[String]>([])

    init(_ database: AppDatabase) async throws {
        try await database.writer.writeWithoutTransaction { db in
            db.trace { event in
                if case .statement(let statement) = event { self.logged.withLock { $0.append(statement.sql) } }
            }
        }
    }

    var statements: [String] { logged.withLock { $0 } }
}

/// The transactions `database`'s one connection begins from now on: a read is one.
final class TransactionCount: Sendable {
    private let begun = Mutex(0)

    init(_ database: AppDatabase) async throws {
        try await database.writer.writeWithoutTransaction { db in
            db.trace { event in
                if case .statement(let statement) = event, statement.sql.hasPrefix("BEGIN") {
                    self.begun.withLock { $0 += 1 }
                }
            }
        }
    }

    var value: Int { begun.withLock { $0 } }
}
