import Foundation
import GRDB

extension WhatIfStore {
    /// An illustration of a saved article that is not saved: its fetch failed on an earlier run.
    public struct MissingIllustration: Sendable, Hashable {
        public var article: Int
        public var src: String
    }

    /// Every saved article's illustrations not saved yet, newest article
    /// first, but those the site said it has none of: a 404 is remembered
    /// in `imageVersion`, as for a comic's larger images, and not asked again.
    public func missingIllustrations() async throws -> [MissingIllustration] {
        let (rows, known) = try await database.read { db in
            (
                try Row.fetchAll(db, sql: "SELECT number, article FROM whatIfArticle ORDER BY number DESC")
                    .map { (number: $0["number"] as Int, json: $0["article"] as Data) },
                Set(
                    try String.fetchAll(
                        db,
                        sql: """
                            SELECT url FROM whatIfImage
                            UNION ALL SELECT address FROM imageVersion WHERE found IS NULL
                            """))
            )
        }
        let decoder = JSONDecoder()
        var missing: [MissingIllustration] = []
        for row in rows {
            // An unreadable copy is reported when read; here it only has nothing to retry.
            guard let article = try? decoder.decode(WhatIfArticle.self, from: row.json) else { continue }
            let sources = Set(article.illustrations.compactMap(\.src)).subtracting(known).sorted()
            missing += sources.map { MissingIllustration(article: row.number, src: $0) }
        }
        return missing
    }

    /// Saves illustrations fetched again for saved articles, and remembers
    /// the addresses the site answered 404 for, in one transaction.
    public func saveIllustrations(
        _ images: [(article: Int, src: String, bytes: Data)], missing: [String] = [], now: Date = Date()
    ) async throws {
        guard !images.isEmpty || !missing.isEmpty else { return }
        let time = now.millisecondsSince1970
        try await database.write { db in
            for image in images {
                try Self.saveImage(image.bytes, url: image.src, article: image.article, at: time, in: db)
            }
            for address in missing {
                try db.execute(
                    sql: """
                        INSERT INTO imageVersion (address, found, checkedAt) VALUES (?, NULL, ?)
                        ON CONFLICT (address) DO UPDATE SET found = NULL, checkedAt = excluded.checkedAt
                        """, arguments: [address, time])
            }
        }
    }
}
