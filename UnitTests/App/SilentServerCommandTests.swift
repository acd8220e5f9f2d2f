import ComicTestSupport
import Foundation
import Testing

@Suite("A silent server costs seconds, not twenty", .serialized, .timeLimit(.minutes(1)))
struct SilentServerCommandTests {
    /// A short network phase (the `timeout` setting): each test costs seconds, and the
    /// runs below prove the setting reaches every phase (the default 10 s would miss `limit`).
    static let phaseSeconds = 4
    static let shortPhase = ["XKCD_TIMEOUT": "\(phaseSeconds)"]
    /// The network phase's bound, plus room for starting the process on a loaded machine; under two phases.
    static let limit = Duration.seconds(phaseSeconds + 2)

    @Test("with a warm cache, show N prints the cached comic and latest the cached list, each within one phase")
    func warmCache() async throws {
        let silent = try HostileServer(mode: .silent)
        defer { silent.stop() }
        try await withStubServer(.synthetic(through: 20)) { _, base in
            let runner = try BinaryRunner(baseURL: base)
            #expect(try await runner.run("latest", "--count", "3").status == 0)
            #expect(try await runner.run("show", "5").status == 0)

            let silentBase = Self.shortPhase.merging(["XKCD_BASE_URL": silent.baseURL.absoluteString]) { $1 }
            let (showTime, shown) = try await elapsed { try await runner.run(["show", "5"], environment: silentBase) }
            #expect(showTime < Self.limit, "show took \(showTime)")
            #expect(shown.stdout.contains("Comic 5"), "\(shown.stdout) \(shown.stderr)")

            let (latestTime, latest) = try await elapsed {
                try await runner.run(["latest", "--count", "3"], environment: silentBase)
            }
            #expect(latestTime < Self.limit, "latest took \(latestTime)")
            #expect(latest.stdout.contains("20\t"), "\(latest.stdout) \(latest.stderr)")
            #expect(latest.stderr.contains("cached comics"), "\(latest.stderr)")
        }
    }

    @Test("show with images: a comic that comes late leaves its image the rest of the phase, not a phase more")
    func lateComicSlowImage() async throws {
        let server = try HostileServer(mode: .lateComicDrippingImage(seconds: 3, newest: 20))
        defer { server.stop() }
        let runner = try BinaryRunner(baseURL: server.baseURL)

        let (time, result) = try await elapsed {
            try await runner.run(["show", "5", "--images", "symbols"], environment: Self.shortPhase)
        }

        #expect(time < Self.limit, "show took \(time)")
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("#5"), "\(result.stdout)")
        #expect(result.stderr.contains("comic 5: image unavailable"), "\(result.stderr)")
    }

    @Test("sync against a server that never answers ends within one phase with one clear error")
    func sync() async throws {
        let silent = try HostileServer(mode: .silent)
        defer { silent.stop() }
        let runner = try BinaryRunner(baseURL: silent.baseURL)

        let (time, result) = try await elapsed { try await runner.run(["sync"], environment: Self.shortPhase) }

        #expect(time < Self.limit, "sync took \(time)")
        #expect(result.status != 0)
        #expect(
            result.stderr.contains("did not answer in time") || result.stderr.contains("timed out"), "\(result.stderr)")
    }
}
