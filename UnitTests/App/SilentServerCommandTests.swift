import ComicTestSupport
import Foundation
import Testing

/// The process as a whole against a server that never answers: the
/// `timeout` setting reaches it from the environment, nothing lingers at
/// exit, and it ends in one phase with one line and a failing status.
/// (What each command decides against a silent server is tested in process:
/// `SilentServerPhaseTests`, `IncompleteLatestTests`, `ExplainFailureCommandTests`.)
@Suite("A silent server costs the process one phase", .timeLimit(.minutes(1)))
struct SilentServerCommandTests {
    /// A short network phase (XKCD_TIMEOUT): the default 10 s would make the test slow.
    static let phaseSeconds = 4
    /// One phase plus room for starting the process on a loaded CI machine (1.6 s was
    /// seen), yet under the two phases a second wait would cost.
    static let limit = Duration.seconds(phaseSeconds) * 1.75

    @Test(
        "sync, whatif N and sync --whatif each end within one phase with one clear error and a failing status",
        arguments: [["sync"], ["whatif", "1"], ["sync", "--whatif"]])
    func onePhase(_ arguments: [String]) async throws {
        let silent = try HostileServer(mode: .silent)
        defer { silent.stop() }
        let runner = try BinaryRunner(baseURL: silent.baseURL)

        let (time, result) = try await elapsed {
            try await runner.run(
                arguments,
                environment: [
                    "XKCD_TIMEOUT": "\(Self.phaseSeconds)", "XKCD_WHATIF_URL": silent.baseURL.absoluteString,
                ])
        }

        #expect(time < Self.limit, "\(arguments) took \(time)")
        #expect(result.status == 1, "\(result.stderr)")
        #expect(result.stderr.split(separator: "\n").count == 1, "\(result.stderr)")
        #expect(
            result.stderr.contains("did not answer in time") || result.stderr.contains("timed out"), "\(result.stderr)")
    }
}
