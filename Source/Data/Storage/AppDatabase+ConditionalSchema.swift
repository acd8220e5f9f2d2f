import GRDB

extension AppDatabase {
    static let conditionalRequestsMigration = "v7-conditional-requests"

    /// "v7-conditional-requests": what a server said about a URL's last
    /// answer (`ETag`, `Last-Modified`) and when it was last asked, so the
    /// next check of the newest comic is a conditional request that a 304
    /// answers without a body (`xkcd new`). Keyed by URL: another
    /// `--base-url` never gets a validator that is not its own.
    static func registerConditionalRequestMigration(in migrator: inout DatabaseMigrator) {
        migrator.registerMigration(conditionalRequestsMigration) { db in
            try db.create(table: "conditionalRequest", options: .strict) { t in
                t.primaryKey("url", .text)
                t.column("etag", .text)
                t.column("lastModified", .text)
                t.column("checkedAt", .integer).notNull()
            }
        }
    }
}
