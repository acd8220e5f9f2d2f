import ComicTestSupport
import Foundation
import Testing

@testable import ComicData

/// Search that forgives what people type: possessives, quoted phrases, a typo in a title.
@Suite("Search forgives a possessive, ranks a quoted phrase first, finds a title with a typo")
struct ForgivingSearchTests {
    static func lookAlikes() async throws -> AppDatabase {
        try await databaseWith([
            searchableComic(3104, title: "Tukey", alt: "Exploratory data analysis."),
            searchableComic(
                327, title: "Exploits of a Mom",
                transcript: "Did you really name your son Robert'); DROP TABLE Students;-- ?"),
            // The words, apart and often: without the phrase this one ranks first.
            searchableComic(500, title: "Tables", alt: "Drop a table, then a table drops you. Tables drop."),
            searchableComic(1000, title: "Exploding Mop", alt: "Cleaning up."),
            searchableComic(1001, title: "Exploding Mob", alt: "A crowd."),
        ])
    }

    @Test("\"Tukey's\" finds Tukey: what follows the apostrophe is not asked for")
    func possessive() async throws {
        let database = try await Self.lookAlikes()
        #expect(try await database.searchNumbers("Tukey's").first == 3104)
        #expect(try await database.searchNumbers("tukey\u{2019}s").first == 3104)
        #expect(SearchQuery("Tukey's").words == ["Tukey", "s"])
        #expect(SearchQuery("don't panic").pattern == "\"don\" \"panic\"*")
    }

    @Test("words in quotes rank first where they stand together, as one shell argument does")
    func quotedPhrase() async throws {
        let database = try await Self.lookAlikes()
        // Given the words alone, the comic that repeats them comes first…
        #expect(try await database.searchNumbers("drop table").first == 500)
        // …quoted, the comic with the phrase does, and the other still follows.
        #expect(try await database.searchNumbers("\"drop table\"") == [327, 500])
        #expect(try await database.searchNumbers("\u{201C}drop table\u{201D}") == [327, 500])
        let fromShell = try await SearchIndex(database: database).results(
            SearchQuery(arguments: ["drop table"]), after: nil, limit: 10)
        #expect(fromShell.map(\.comic.number) == [327, 500])
        #expect(SearchQuery(arguments: ["drop", "table"]).phrasePattern == nil)
        #expect(SearchQuery("\"unclosed quote").phrasePattern == nil)
    }

    @Test("a quoted phrase in a title ranks above the same phrase elsewhere, however often it is there")
    func phraseInTitle() async throws {
        // Both hold every word in the title; only 21's title holds the phrase.
        let database = try await databaseWith([
            searchableComic(
                20, title: "Table Drop", alt: "Drop table, drop table, drop table, drop table, drop table."),
            searchableComic(
                21, title: "Drop Table Day",
                alt: "A long day of meetings about furniture, chairs, lamps, rugs and other things in the office.",
                transcript: String(repeating: "Meetings about chairs and lamps and rugs go on and on. ", count: 20)),
        ])
        #expect(try await database.searchNumbers("\"drop table\"") == [21, 20])
    }

    @Test("a title with a typo is found by its likeness when nothing holds the words; pages do not repeat")
    func typoInTitle() async throws {
        let database = try await Self.lookAlikes()
        #expect(try await database.searchNumbers("exploits of a mum").first == 327)
        #expect(try await database.searchNumbers("tukye").first == 3104)
        // Sharing letters is not being a typo away: nothing.
        #expect(try await database.searchNumbers("zzzzqqqq").isEmpty)
        #expect(try await database.searchNumbers("drop mop comic").isEmpty)

        let index = SearchIndex(database: database)
        let query = SearchQuery("exploding mom")
        let all = try await index.results(query, after: nil, limit: 10)
        #expect(Set(all.map(\.comic.number)) == [1000, 1001])
        var paged: [Int] = []
        var position: SearchPosition?
        while let next = try await index.results(query, after: position, limit: 1).first {
            paged.append(next.comic.number)
            position = next.position
            if paged.count > all.count { break }
        }
        #expect(paged == all.map(\.comic.number))
    }

    @Test("on the full dump", .enabled(if: Fixtures.hasFullDump))
    func fullDump() async throws {
        let comics = try Fixtures.fullDump().bodies.values.map { Comic(raw: try APIComic.decode(from: $0)) }
        let database = try await databaseWith(comics)
        #expect(try await database.searchNumbers("Tukey's").first == 3104)
        #expect(try await database.searchNumbers("\"drop table\"").first == 327)
        #expect(try await database.searchNumbers("exploits of a mum").first == 327)
    }
}
