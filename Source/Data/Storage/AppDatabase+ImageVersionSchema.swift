import GRDB

extension AppDatabase {
    static let imageVersionsMigration = "v8-image-versions"

    /// "v8-image-versions": what asking for a comic's larger images taught,
    /// keyed by the address asked (a `_2x` image, a large image, or a
    /// large-version page): `found`, the image it leads to (the page's
    /// `<img>`, else the address itself), or NULL when the server said 404,
    /// so it is not asked again; and readable offline.
    static func registerImageVersionMigration(in migrator: inout DatabaseMigrator) {
        migrator.registerMigration(imageVersionsMigration) { db in
            try db.create(table: "imageVersion", options: .strict) { t in
                t.primaryKey("address", .text)
                t.column("found", .text)
                t.column("checkedAt", .integer).notNull()
            }
        }
    }
}
