import Foundation
import GRDB

/// What is known of an address asked for a larger image (see "v8-image-versions").
public enum KnownImageVersion: Sendable, Hashable {
    /// The server answered 404: not asked again.
    case missing
    /// The image the address leads to.
    case found(String)
}

extension ImageStore {
    public func knownVersion(at address: String) async throws -> KnownImageVersion? {
        try await database.read { db in
            guard
                let row = try Row.fetchOne(
                    db, sql: "SELECT found FROM imageVersion WHERE address = ?", arguments: [address])
            else { return nil }
            let found: String? = row["found"]
            return found.map(KnownImageVersion.found) ?? .missing
        }
    }

    /// Remembers where `address` led: `found`, or nowhere (nil) when it is missing.
    public func rememberVersion(at address: String, found: String?, checkedAt: Date = Date()) async throws {
        try await database.write { db in
            try db.execute(
                sql: """
                    INSERT INTO imageVersion (address, found, checkedAt) VALUES (?, ?, ?)
                    ON CONFLICT (address) DO UPDATE SET found = excluded.found, checkedAt = excluded.checkedAt
                    """,
                arguments: [address, found, checkedAt.millisecondsSince1970])
        }
    }
}
