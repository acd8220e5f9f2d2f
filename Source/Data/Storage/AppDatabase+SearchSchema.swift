import GRDB

extension AppDatabase {
    /// "v3-search": a full-text index over the comic cache, and the numbers
    /// the API says do not exist, so a synced archive knows it is complete.
    ///
    /// The index holds cleaned text (Swift cleans it), so it cannot be an
    /// external-content table over `comic`: every write of a `ComicRecord`
    /// writes its row here in the same transaction (`ComicRecord.aroundSave`),
    /// and a trigger removes it with the comic.
    static func registerSearchMigration(in migrator: inout DatabaseMigrator) {
        migrator.registerMigration("v3-search") { db in
            try createSearchIndex(db, explained: false)
            try createSearchIndexDeleteTrigger(db)
            try db.create(table: "missingComic", options: .strict) { t in
                t.primaryKey("number", .integer).check { $0 >= 1 }
                t.column("checkedAt", .integer).notNull()
            }
            let comics = try ComicRecord.fetchCursor(db)
            while let record = try comics.next() {
                try SearchDocument(record.comic).saveInFirstSchema(in: db)
            }
        }
    }

    /// The search index, as v3 made it, or as v5 made it again with the
    /// explanation's two columns (`explained`).
    static func createSearchIndex(_ db: Database, explained: Bool) throws {
        try db.create(virtualTable: "comicSearch", using: FTS5()) { t in
            // "Cliché" matches "cliche", "estimation" matches "Estimating".
            t.tokenizer = .porter(wrapping: .unicode61(diacritics: .remove))
            // Prefix indexes keep the word being typed fast from its second letter.
            t.prefixes = [2, 3]
            // The column order is SearchRanking.Column's.
            t.column("title")
            t.column("safeTitle")
            t.column("alt")
            t.column("transcript")
            t.column("titleKey").notIndexed()
            t.column("safeTitleKey").notIndexed()
            if explained {
                t.column("explainedTranscript")
                t.column("explanation")
            }
        }
    }

    /// A comic deleted takes its row of the index with it.
    static func createSearchIndexDeleteTrigger(_ db: Database) throws {
        try db.execute(
            sql: """
                CREATE TRIGGER comicSearch_followsDeletes AFTER DELETE ON comic BEGIN
                    DELETE FROM comicSearch WHERE rowid = old.number;
                END
                """)
    }
}
