import ComicTestSupport
import Foundation
import GRDB
import Testing

@testable import ComicData

/// An explanation whose transcript and explanation hold the words given.
func makeExplanation(_ number: Int, transcript: String = "", explanation: String = "", revision: Int = 1) -> Explanation
{
    Explanation(
        number: number, pageTitle: "\(number): Title \(number)", revision: revision,
        fetchedAt: Date(timeIntervalSince1970: 1_700_000_000),
        article: ExplainedArticle(
            sections: [
                ExplainedSection(title: "Explanation", blocks: [.paragraph([.text(explanation, [])])]),
                ExplainedSection(title: "Transcript", blocks: [.indented(depth: 1, [.text(transcript, .bold)])]),
            ], incomplete: number.isMultiple(of: 2) ? "Created by a BOT" : nil))
}

@Suite("Saved explanations: the store, and search over what they say")
struct ExplanationStoreTests {
    @Test("an explanation comes back as it was saved; a newer revision replaces it")
    func roundTrip() async throws {
        let database = try AppDatabase.inMemory()
        let store = ExplanationStore(database: database)
        let first = makeExplanation(327, transcript: "Little Bobby Tables", revision: 1)
        try await store.save(first)
        #expect(try await store.explanation(of: 327) == first)
        #expect(try await store.explanation(of: 328) == nil)

        let edited = makeExplanation(327, transcript: "Did you really name your son", revision: 2)
        try await store.save(edited)
        #expect(try await store.explanation(of: 327) == edited)
        #expect(try await store.savedRevisions() == [327: 2])
        #expect(try await store.count() == 1)
    }

    @Test("text with NUL, escapes and bidi controls is kept whole in the article")
    func hostileTextKept() async throws {
        let database = try AppDatabase.inMemory()
        let store = ExplanationStore(database: database)
        let text = "before\u{0}after \u{1B}[31mred\u{7} \u{9B}2J \u{202E}evil"
        let explanation = makeExplanation(5, transcript: text)
        try await store.save(explanation)
        #expect(try await store.explanation(of: 5) == explanation)
    }

    @Test("a comic is found by words only its explained transcript holds, saved before or after the comic")
    func searchFindsExplainedTranscript() async throws {
        let database = try await databaseWith([
            searchableComic(2900, title: "Silent Comic"), searchableComic(2901, title: "Other Comic"),
        ])
        #expect(try await database.searchNumbers("zeppelin marmalade").isEmpty)
        let store = ExplanationStore(database: database)
        try await store.save(makeExplanation(2900, transcript: "Cueball: Zeppelin marmalade, please."))
        #expect(try await database.searchNumbers("zeppelin marmalade") == [2900])

        // Saved first, cached after: the comic's search row takes the saved text.
        try await store.save(makeExplanation(2950, transcript: "Megan: A quokka astronaut!"))
        #expect(try await database.searchNumbers("quokka astronaut").isEmpty)
        try await ComicCacheStore(database: database).cacheComics([searchableComic(2950, title: "Late Comic")])
        #expect(try await database.searchNumbers("quokka astronaut") == [2950])
        #expect(try await SearchIndex(database: database).coverage().explainedCount == 2)
    }

    @Test("explain xkcd's text ranks below title, alt and xkcd's own transcript")
    func rankedBelowOwnText() async throws {
        let database = try await databaseWith([
            searchableComic(10, title: "Nothing", alt: "", transcript: "A walrus appears."),
            searchableComic(11, title: "Nothing", alt: "A walrus."),
            searchableComic(12, title: "Nothing"),
            searchableComic(13, title: "Nothing"),
            searchableComic(14, title: "Walrus"),
        ])
        let store = ExplanationStore(database: database)
        try await store.save(makeExplanation(12, transcript: "Walrus walrus walrus walrus walrus walrus walrus."))
        try await store.save(makeExplanation(13, explanation: "Walrus walrus walrus walrus walrus walrus walrus."))
        #expect(try await database.searchNumbers("walrus") == [14, 11, 10, 12, 13])
    }

    @Test("a database from before explanations is upgraded: its search rows kept, explanations searchable")
    func upgradesOldDatabase() async throws {
        try await withTemporaryFolder { folder in
            let path = folder.appendingPathComponent("old.sqlite").path
            // Given a file migrated up to the schema before explanations, with a comic in it…
            do {
                let queue = try DatabaseQueue(path: path)
                try AppDatabase.migrator.migrate(queue, upTo: "v4-comic-count-index")
                try await queue.write { db in
                    // Plain SQL and the old search row: a record save writes the new schema's index.
                    let comic = searchableComic(77, title: "Ancient Walrus")
                    let raw = comic.raw
                    try db.execute(
                        sql: """
                            INSERT INTO comic (number, title, safeTitle, alt, img, transcript, link, news, year, month, day, fetchedAt)
                            VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 99000)
                            """,
                        arguments: [
                            raw.num, raw.title, raw.safeTitle, raw.alt, raw.img, raw.transcript, raw.link, raw.news,
                            raw.year, raw.month, raw.day,
                        ])
                    try SearchDocument(comic).saveInFirstSchema(in: db)
                }
            }
            // …opening it runs the new migration.
            let database = try AppDatabase(path: path)
            #expect(try await database.searchNumbers("ancient walrus") == [77])
            try await ExplanationStore(database: database).save(makeExplanation(77, transcript: "Penguin choir"))
            #expect(try await database.searchNumbers("penguin choir") == [77])
            // The index still follows the cache's deletes.
            try await database.write { db in _ = try ComicRecord.deleteOne(db, key: 77) }
            #expect(try await database.searchNumbers("ancient walrus").isEmpty)
        }
    }
}
