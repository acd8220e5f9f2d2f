import GRDB

extension AppDatabase {
    static let explanationsMigration = "v5-explanations"

    /// "v5-explanations": explain xkcd's pages, one row per comic, and two
    /// more search columns for what they say: the explained transcript and
    /// the explanation. FTS5 tables take no new columns, so the index is
    /// made again with them and its rows copied over.
    static func registerExplanationMigration(in migrator: inout DatabaseMigrator) {
        migrator.registerMigration(explanationsMigration) { db in
            // Not tied to `comic` by a foreign key: an explanation may be
            // saved before its comic is cached (`xkcd explain N` of any N).
            try db.create(table: "explanation", options: .strict) { t in
                t.primaryKey("comicNumber", .integer).check { $0 >= 1 }
                t.column("pageTitle", .text).notNull()
                t.column("revision", .integer).notNull()
                t.column("fetchedAt", .integer).notNull()
                // The `ExplainedArticle` as JSON: the sections as the views draw them.
                t.column("article", .blob).notNull()
                // Plain text for the search index, kept so a comic saved later finds it.
                t.column("transcriptText", .text).notNull()
                t.column("explanationText", .text).notNull()
            }
            // The trigger that follows deletes names the index: it goes first
            // (a rename would point it at the old table), and comes back after.
            try db.execute(sql: "DROP TRIGGER IF EXISTS comicSearch_followsDeletes")
            try db.rename(table: "comicSearch", to: "comicSearchBeforeExplanations")
            try createSearchIndex(db, explained: true)
            try db.execute(
                sql: """
                    INSERT INTO comicSearch (rowid, title, safeTitle, alt, transcript, titleKey, safeTitleKey,
                        explainedTranscript, explanation)
                    SELECT rowid, title, safeTitle, alt, transcript, titleKey, safeTitleKey, '', ''
                    FROM comicSearchBeforeExplanations;
                    DROP TABLE comicSearchBeforeExplanations;
                    """)
            try createSearchIndexDeleteTrigger(db)
        }
    }

    /// "v6-explanations-missing": the comics explain xkcd had no page for at
    /// the last `sync --explain`: offline, they are said to have none, not to be unsaved.
    static func registerExplanationsMissingMigration(in migrator: inout DatabaseMigrator) {
        migrator.registerMigration("v6-explanations-missing") { db in
            try db.create(table: "explanationMissing", options: .strict) { t in
                t.primaryKey("comicNumber", .integer).check { $0 >= 1 }
                t.column("checkedAt", .integer).notNull()
            }
        }
    }
}
