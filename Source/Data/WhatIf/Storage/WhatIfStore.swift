import Foundation
import GRDB

/// What If? on disk, over the shared writer: the archive's entries, the
/// articles and illustrations saved for offline reading, and the search rows.
public struct WhatIfStore: Sendable {
    public let database: AppDatabase

    public init(database: AppDatabase) {
        self.database = database
    }

    /// Keeps the archive's entries (titles and dates may change); returns the numbers not listed before.
    @discardableResult
    public func saveArchive(_ entries: [WhatIfEntry], now: Date = Date()) async throws -> [Int] {
        try await database.write { db in
            let known = Set(try Int.fetchAll(db, sql: "SELECT number FROM whatIfEntry"))
            let upsert = try db.cachedStatement(
                sql: """
                    INSERT INTO whatIfEntry (number, title, date, listedAt) VALUES (?, ?, ?, ?)
                    ON CONFLICT (number) DO UPDATE SET title = excluded.title, date = excluded.date
                    """)
            for entry in entries where entry.number >= 1 {
                try upsert.execute(arguments: [entry.number, entry.title, entry.date, now.millisecondsSince1970])
            }
            return entries.map(\.number).filter { !known.contains($0) }.sorted(by: >)
        }
    }

    /// Up to `limit` entries numbered below `number` (all when nil), newest first.
    public func entries(below number: Int? = nil, limit: Int) async throws -> [WhatIfEntry] {
        try await database.read { db in
            try Row.fetchAll(
                db,
                sql: """
                    SELECT number, title, date FROM whatIfEntry WHERE number < ?
                    ORDER BY number DESC LIMIT ?
                    """, arguments: [number ?? Int.max, max(0, limit)]
            ).map { WhatIfEntry(number: $0["number"], title: $0["title"], date: $0["date"]) }
        }
    }

    public func entry(_ number: Int) async throws -> WhatIfEntry? {
        try await database.read { db in
            try Row.fetchOne(
                db, sql: "SELECT number, title, date FROM whatIfEntry WHERE number = ?", arguments: [number]
            )
            .map { WhatIfEntry(number: $0["number"], title: $0["title"], date: $0["date"]) }
        }
    }

    /// Saves an article and its search row, replacing an older copy.
    public func save(_ article: WhatIfArticle, now: Date = Date()) async throws {
        try await save([ArticleWithIllustrations(article: article, illustrations: [])], now: now)
    }

    /// An article as sync writes it: with the illustrations fetched for it.
    public struct ArticleWithIllustrations: Sendable {
        public var article: WhatIfArticle
        public var illustrations: [(src: String, bytes: Data)]

        public init(article: WhatIfArticle, illustrations: [(src: String, bytes: Data)]) {
            self.article = article
            self.illustrations = illustrations
        }
    }

    /// Saves articles, their search rows and illustrations in one transaction (one sync to disk).
    public func save(_ batch: [ArticleWithIllustrations], now: Date = Date()) async throws {
        let encoder = JSONEncoder()
        let rows = try batch.map { ($0, try encoder.encode($0.article)) }
        let fetchedAt = now.millisecondsSince1970
        try await database.write { db in
            for (item, json) in rows {
                let article = item.article
                let body =
                    article.paragraphs.joined(separator: "\n") + "\n"
                    + article.illustrations.map(\.title).joined(separator: "\n") + "\n"
                    + article.footnotes.map(\.plainText).joined(separator: "\n")
                try db.execute(
                    sql: """
                        INSERT INTO whatIfArticle (number, fetchedAt, article) VALUES (?, ?, ?)
                        ON CONFLICT (number) DO UPDATE SET fetchedAt = excluded.fetchedAt, article = excluded.article
                        """, arguments: [article.number, fetchedAt, json])
                try db.execute(sql: "DELETE FROM whatIfSearch WHERE rowid = ?", arguments: [article.number])
                try db.execute(
                    sql: "INSERT INTO whatIfSearch (rowid, title, question, body) VALUES (?, ?, ?, ?)",
                    arguments: [article.number, article.title, article.question, body])
                for illustration in item.illustrations {
                    try Self.saveImage(
                        illustration.bytes, url: illustration.src, article: article.number, at: fetchedAt, in: db)
                }
            }
        }
    }

    /// Article `number` as saved; nil when it never was.
    public func article(_ number: Int) async throws -> WhatIfArticle? {
        let data = try await database.read { db in
            try Data.fetchOne(db, sql: "SELECT article FROM whatIfArticle WHERE number = ?", arguments: [number])
        }
        guard let data else { return nil }
        do {
            return try JSONDecoder().decode(WhatIfArticle.self, from: data)
        } catch {
            throw WhatIfError.unreadable("the saved What If? article \(number) cannot be read: save it again")
        }
    }

    @Sendable static func savedArticleNumbers(_ db: Database) throws -> Set<Int> {
        Set(try Int.fetchAll(db, sql: "SELECT number FROM whatIfArticle"))
    }

    public func savedArticleNumbers() async throws -> Set<Int> {
        try await database.read(Self.savedArticleNumbers)
    }

    /// Articles the archive listed when last read and not saved yet, newest first.
    public func listedUnsavedNumbers() async throws -> [Int] {
        try await database.read { db in
            try Int.fetchAll(
                db,
                sql: """
                    SELECT number FROM whatIfEntry WHERE number NOT IN (SELECT number FROM whatIfArticle)
                    ORDER BY number DESC
                    """)
        }
    }

    public func saveImage(_ bytes: Data, url: String, article: Int, now: Date = Date()) async throws {
        try await database.write { db in
            try Self.saveImage(bytes, url: url, article: article, at: now.millisecondsSince1970, in: db)
        }
    }

    static func saveImage(_ bytes: Data, url: String, article: Int, at time: Int64, in db: Database) throws {
        try db.execute(
            sql: """
                INSERT INTO whatIfImage (url, articleNumber, bytes, fetchedAt) VALUES (?, ?, ?, ?)
                ON CONFLICT (url) DO UPDATE SET bytes = excluded.bytes, fetchedAt = excluded.fetchedAt
                """, arguments: [url, article, bytes, time])
    }

    public func image(_ url: String) async throws -> Data? {
        try await database.read { db in
            try Data.fetchOne(db, sql: "SELECT bytes FROM whatIfImage WHERE url = ?", arguments: [url])
        }
    }

    public func savedImageURLs() async throws -> Set<String> {
        try await database.read { db in Set(try String.fetchAll(db, sql: "SELECT url FROM whatIfImage")) }
    }
}
