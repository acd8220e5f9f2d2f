import GRDB

extension AppDatabase {
    static let whatIfMigration = "v8-whatif-articles"

    /// "v8-whatif-articles": What If?, a second publication: its archive
    /// (every article listed), the articles saved for offline reading, their
    /// illustrations, the person's marks on articles (kept apart from the
    /// comics', so an article's number never becomes a comic's), and a
    /// search index of its own.
    static func registerWhatIfMigration(in migrator: inout DatabaseMigrator) {
        migrator.registerMigration(whatIfMigration) { db in
            try db.create(table: "whatIfEntry", options: .strict) { t in
                t.primaryKey("number", .integer).check { $0 >= 1 }
                t.column("title", .text).notNull()
                t.column("date", .text).notNull()
                t.column("listedAt", .integer).notNull()
            }
            try db.create(table: "whatIfArticle", options: .strict) { t in
                t.primaryKey("number", .integer).check { $0 >= 1 }
                t.column("fetchedAt", .integer).notNull()
                // The `WhatIfArticle` as JSON: the blocks as the views draw them.
                t.column("article", .blob).notNull()
            }
            try db.create(table: "whatIfImage", options: .strict) { t in
                t.primaryKey("url", .text)
                t.column("articleNumber", .integer).notNull()
                t.column("bytes", .blob).notNull()
                t.column("fetchedAt", .integer).notNull()
            }
            try db.create(table: "whatIfMark", options: .strict) { t in
                t.column("kind", .text).notNull().check { ["bookmark", "read"].contains($0) }
                t.column("number", .integer).notNull().check { $0 >= 1 }
                t.column("markedAt", .integer).notNull()
                t.primaryKey(["kind", "number"])
            }
            try db.execute(
                sql:
                    "CREATE VIRTUAL TABLE whatIfSearch USING fts5(title, question, body, tokenize = 'porter unicode61 remove_diacritics 2')"
            )
        }
    }
}
