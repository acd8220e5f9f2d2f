import ComicData
import ComicTestSupport
import ComicUI
import Foundation
import Testing

/// `explain` when it has nothing to show: one line, exit 1, nothing on
/// stdout; a wiki that never answers costs one network phase.
@Suite("explain with nothing to show", .timeLimit(.minutes(1)))
struct ExplainFailureCommandTests {
    static func explain(wiki: URL?, offline: Bool = false) async throws -> (Duration, CommandRun) {
        let folder = try ServicesFolder()
        defer { folder.remove() }
        let services = try folder.services(offline: offline) {
            if let wiki { $0.explainURL = wiki.appendingPathComponent("api.php") }
            $0.networkPhase = ServicesFolder.shortPhase
        }
        return try await elapsed { try await CommandRun.explain(327, from: services) }
    }

    static func expectOneLine(_ run: CommandRun) {
        #expect(run.exitCode == 1)
        #expect(run.output.isEmpty, "\(run.output)")
        #expect(run.stderr.count == 1, "\(run.stderr)")
        #expect(run.stderr.first?.hasPrefix("Error: ") == true, "\(run.stderr)")
    }

    @Test("offline with nothing saved: one line naming the comic and how to save it")
    func offlineNothingSaved() async throws {
        let (_, run) = try await Self.explain(wiki: nil, offline: true)
        Self.expectOneLine(run)
        #expect(run.stderrText.contains("327") && run.stderrText.contains("xkcd sync --explain"), "\(run.stderr)")
    }

    @Test("a wiki that never answers: one line within the network phase")
    func silentWiki() async throws {
        let server = try HostileServer(mode: .silent)
        defer { server.stop() }
        let (time, run) = try await Self.explain(wiki: server.baseURL)
        #expect(time < ServicesFolder.withinOnePhase(), "explain took \(time)")
        Self.expectOneLine(run)
    }

    @Test("a wiki that sends without end: refused past the body cap, one line")
    func endlessWiki() async throws {
        let server = try HostileServer(mode: .endlessChunked)
        defer { server.stop() }
        let (_, run) = try await Self.explain(wiki: server.baseURL)
        Self.expectOneLine(run)
        #expect(run.stderrText.contains("KiB") || run.stderrText.contains("answer"), "\(run.stderr)")
    }
}
