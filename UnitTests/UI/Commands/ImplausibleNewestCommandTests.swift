import ComicData
import ComicTestSupport
import ComicUI
import Foundation
import Testing

@Suite("A server claiming an implausible newest comic", .timeLimit(.minutes(1)))
struct ImplausibleNewestCommandTests {
    @Test("show latest: one line naming the server's claim, not the database's constraint")
    func showLatest() async throws {
        let server = try HostileServer(mode: .newest(0))
        defer { server.stop() }
        let folder = try ServicesFolder()
        defer { folder.remove() }

        let run = try await CommandRun.show(.latest, from: try folder.services(baseURL: server.baseURL))

        #expect(run.exitCode != 0)
        #expect(run.output.isEmpty, "\(run.output)")
        #expect(run.stderr.count == 1, "\(run.stderr)")
        #expect(run.stderrText.contains("claims the newest comic is #0"), "\(run.stderr)")
        #expect(!run.stderrText.contains("sqlite") && !run.stderrText.contains("CHECK"), "\(run.stderr)")
    }
}
