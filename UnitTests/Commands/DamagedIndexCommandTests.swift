import ComicData
import ComicTestSupport
import Foundation
import GRDB
import Testing

@Suite("A damaged search index, met by a command", .timeLimit(.minutes(2)))
struct DamagedIndexCommandTests {
    @Test(
        "search over a damaged index (its segments, structure record or segment index): one line says it was rebuilt, the results print, exit 0; then silence",
        arguments: [
            SearchIndexDamage.sql, SearchIndexDamage.structure(of: "comicSearch"),
            SearchIndexDamage.segmentIndex(of: "comicSearch"),
        ])
    func searchRebuilds(damage: String) async throws {
        try await withStubServer(try .small) { _, base in
            let runner = try CommandRunner(baseURL: base)
            #expect(try await runner.run("sync", "--concurrency", "8").status == 0)
            let before = try await runner.run("search", "encodings", "--offline")
            // Overwritten as a bad disk block would be.
            try await DatabaseQueue(path: runner.databasePath).write { db in
                try db.execute(sql: damage)
            }

            let repaired = try await runner.run("search", "encodings", "--offline")
            let again = try await runner.run("search", "encodings", "--offline")

            #expect(before.status == 0, "\(before.stderr)")
            #expect(repaired.status == 0, "\(repaired.stderr)")
            #expect(repaired.stdout == before.stdout)
            #expect(repaired.stderr == "\(AppDatabase.searchIndexRepairedNote)\n")
            #expect(again.stdout == before.stdout)
            #expect(again.stderr.isEmpty)
        }
    }
}
