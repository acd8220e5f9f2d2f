import ComicData
import ComicTestSupport
import ComicUI
import Foundation
import Testing

/// The newest number moving back (a server restored from an old backup).
@Suite("The newest number moves back", .timeLimit(.minutes(1)))
struct NewestMovesBackCommandTests {
    @Test("sync never counts more numbers done than the newest has")
    func syncCounts() async throws {
        let folder = try ServicesFolder()
        defer { folder.remove() }
        try await withStubServer(.synthetic(through: 30)) { _, base in
            // The newest three cached: above anything the server will say next.
            let first = try await CommandRun.latest(3, from: try folder.services(baseURL: base, pageSize: 3))
            #expect(first.exitCode == 0, "\(first.stderr)")
        }
        try await withStubServer(.synthetic(through: 12)) { _, base in
            let again = try await CommandRun.sync(from: try folder.services(baseURL: base))
            #expect(again.exitCode == 0, "\(again.stderr)")
            let output = again.output + again.stderrText
            #expect(output.contains("Synced 12 comics"), "\(output)")
            #expect(output.contains("; 12 of 12 numbers done."), "\(output)")
        }
    }
}
