import GRDB

extension AppDatabase {
    /// The objects of a file at the newest schema, as `schemaObjects` reads
    /// them: a snapshot of what the migrations build, so that opening an
    /// up-to-date file checks it with one query instead of replaying every
    /// migration (a third of every warm command's time). `SchemaSnapshotTests`
    /// replays them and fails, printing the new snapshot, when they differ.
    static let currentSchemaObjects: Set<SchemaObject> = [
        SchemaObject(
            type: "index", name: "bookmark_on_savedAt_comicNumber",
            sql: """
                CREATE INDEX "bookmark_on_savedAt_comicNumber" ON "bookmark"("savedAt", "comicNumber")
                """),
        SchemaObject(
            type: "index", name: "comicImage_on_lastUsedAt",
            sql: """
                CREATE INDEX "comicImage_on_lastUsedAt" ON "comicImage"("lastUsedAt")
                """),
        SchemaObject(
            type: "index", name: "comic_on_fetchedAt",
            sql: """
                CREATE INDEX "comic_on_fetchedAt" ON "comic"("fetchedAt")
                """),
        SchemaObject(
            type: "index", name: "readMark_on_readAt_comicNumber",
            sql: """
                CREATE INDEX "readMark_on_readAt_comicNumber" ON "readMark"("readAt", "comicNumber")
                """),
        SchemaObject(type: "table", name: "bookmark", sql: nil),
        SchemaObject(type: "table", name: "comic", sql: nil),
        SchemaObject(type: "table", name: "comicImage", sql: nil),
        SchemaObject(type: "table", name: "comicSearch", sql: nil),
        SchemaObject(type: "table", name: "comicSearch_config", sql: nil),
        SchemaObject(type: "table", name: "comicSearch_content", sql: nil),
        SchemaObject(type: "table", name: "comicSearch_data", sql: nil),
        SchemaObject(type: "table", name: "comicSearch_docsize", sql: nil),
        SchemaObject(type: "table", name: "comicSearch_idx", sql: nil),
        SchemaObject(type: "table", name: "conditionalRequest", sql: nil),
        SchemaObject(type: "table", name: "explanation", sql: nil),
        SchemaObject(type: "table", name: "explanationMissing", sql: nil),
        SchemaObject(type: "table", name: "grdb_migrations", sql: nil),
        SchemaObject(type: "table", name: "imageVersion", sql: nil),
        SchemaObject(type: "table", name: "missingComic", sql: nil),
        SchemaObject(type: "table", name: "readMark", sql: nil),
        SchemaObject(type: "table", name: "readerState", sql: nil),
        SchemaObject(type: "table", name: "whatIfArticle", sql: nil),
        SchemaObject(type: "table", name: "whatIfEntry", sql: nil),
        SchemaObject(type: "table", name: "whatIfImage", sql: nil),
        SchemaObject(type: "table", name: "whatIfMark", sql: nil),
        SchemaObject(type: "table", name: "whatIfSearch", sql: nil),
        SchemaObject(type: "table", name: "whatIfSearch_config", sql: nil),
        SchemaObject(type: "table", name: "whatIfSearch_content", sql: nil),
        SchemaObject(type: "table", name: "whatIfSearch_data", sql: nil),
        SchemaObject(type: "table", name: "whatIfSearch_docsize", sql: nil),
        SchemaObject(type: "table", name: "whatIfSearch_idx", sql: nil),
        SchemaObject(
            type: "trigger", name: "comicSearch_followsDeletes",
            sql: """
                CREATE TRIGGER comicSearch_followsDeletes AFTER DELETE ON comic BEGIN
                    DELETE FROM comicSearch WHERE rowid = old.number;
                END
                """),
        SchemaObject(
            type: "trigger", name: "comic_keeps_bookmarked",
            sql: """
                CREATE TRIGGER comic_keeps_bookmarked BEFORE DELETE ON comic
                WHEN EXISTS (SELECT 1 FROM bookmark WHERE comicNumber = OLD.number)
                BEGIN SELECT RAISE(ABORT, 'a bookmarked comic stays in the cache'); END
                """),
    ]
}
