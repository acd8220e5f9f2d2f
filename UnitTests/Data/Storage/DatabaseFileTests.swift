import Foundation
import GRDB
import Testing

@testable import ComicData

@Suite("Database files that cannot be used")
struct DatabaseFileTests {
    /// A one-shot command's single connection checks the file before it writes, as the pool's separate check does.
    static let openings: [DatabaseConnections] = [.one, .pool]

    @Test(arguments: openings)
    func fileThatIsNotADatabaseIsReportedAndLeftUntouched(connections: DatabaseConnections) async throws {
        try await withTemporaryFolder { folder in
            // Given a file of something else
            let file = folder.appendingPathComponent("xkcd.sqlite")
            let bytes = Data((0..<8192).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ 7) })
            try bytes.write(to: file)

            // When it is opened, then the error names the file and says why
            let error = #expect(throws: StorageError.self) {
                try AppDatabase(path: file.path, connections: connections)
            }
            #expect(error == .notAnXkcdDatabase(path: file.path, reason: "file is not a database"))
            #expect(error?.description == "\(file.path) is not an xkcd database (file is not a database)")

            // And the file is as it was, with no companion files
            #expect(try Data(contentsOf: file) == bytes)
            #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["xkcd.sqlite"])
        }
    }

    @Test(arguments: openings)
    func anotherProgramsDatabaseIsReportedAndLeftUntouched(connections: DatabaseConnections) async throws {
        try await withTemporaryFolder { folder in
            let path = folder.appendingPathComponent("notes.sqlite").path
            do {
                let other = try DatabaseQueue(path: path)
                try await other.write { db in
                    try db.execute(sql: "CREATE TABLE note (id INTEGER PRIMARY KEY, text TEXT)")
                }
            }
            let bytes = try Data(contentsOf: URL(fileURLWithPath: path))

            let error = #expect(throws: StorageError.self) { try AppDatabase(path: path, connections: connections) }

            #expect(error == .notAnXkcdDatabase(path: path, reason: "it holds another program's tables"))
            #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == bytes)
            // Not switched to WAL mode, nothing migrated: no journal left beside it.
            #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["notes.sqlite"])
        }
    }

    @Test func folderInPlaceOfTheFileIsReported() async throws {
        try await withTemporaryFolder { folder in
            #expect(throws: StorageError.cannotOpen(path: folder.path, reason: "it is a folder")) {
                try AppDatabase(path: folder.path)
            }
        }
    }

    @Test(.enabled(if: getuid() != 0, "root reads any file"))
    func unreadableFileIsReportedAndLeftUntouched() async throws {
        try await withTemporaryFolder { folder in
            let file = folder.appendingPathComponent("xkcd.sqlite")
            _ = try AppDatabase(path: file.path)
            try FileManager.default.setAttributes([.posixPermissions: 0o000], ofItemAtPath: file.path)
            defer { try? FileManager.default.setAttributes([.posixPermissions: 0o600], ofItemAtPath: file.path) }

            #expect(throws: StorageError.cannotOpen(path: file.path, reason: "permission denied")) {
                try AppDatabase(path: file.path)
            }
        }
    }

    @Test func missingFoldersAreCreatedForTheUserOnly() async throws {
        try await withTemporaryFolder { folder in
            let data = folder.appendingPathComponent("data")
            let path = data.appendingPathComponent("xkcd/xkcd.sqlite").path

            _ = try AppDatabase(path: path)

            for created in [data.path, data.appendingPathComponent("xkcd").path] {
                let permissions = try FileManager.default.attributesOfItem(atPath: created)[.posixPermissions] as? Int
                #expect(permissions == 0o700, "\(created)")
            }
            #expect(FileManager.default.fileExists(atPath: path))
        }
    }
}
