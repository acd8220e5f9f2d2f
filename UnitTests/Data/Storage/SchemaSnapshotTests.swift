import GRDB
import Testing

@testable import ComicData

@Suite("The newest schema's snapshot, which an up-to-date file is checked against")
struct SchemaSnapshotTests {
    @Test("the snapshot is what the migrations build")
    func snapshotMatchesMigrations() throws {
        let queue = try DatabaseQueue(configuration: AppDatabase.makeConfiguration())
        try AppDatabase.migrator.migrate(queue)

        let built = try queue.read(AppDatabase.schemaObjects)

        #expect(
            built == AppDatabase.currentSchemaObjects,
            "AppDatabase+CurrentSchema.swift should list:\n\(Self.listing(built))")
    }

    /// The objects as they are written in the snapshot's file, sorted.
    static func listing(_ objects: Set<AppDatabase.SchemaObject>) -> String {
        objects.sorted { ($0.type, $0.name) < ($1.type, $1.name) }
            .map { "\($0.type) \($0.name): \($0.sql ?? "(a table: its name only)")" }
            .joined(separator: "\n")
    }
}
