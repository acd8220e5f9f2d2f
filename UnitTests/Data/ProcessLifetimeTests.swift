import ComicTestSupport
import Foundation
import Testing

/// The shared comic sites' nginx stops, and its files go, when the test
/// process ends: the end closes the one pipe the supervising shell reads,
/// as `end()` does here.
@Suite("A server that lives as long as the test process", .timeLimit(.minutes(1)))
struct ProcessLifetimeTests {
    @Test("its pipe closed, the shell kills the server and removes its directory")
    func endsWithThePipe() async throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("lifetime-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        try Data("served".utf8).write(to: directory.appendingPathComponent("file"))
        let lifetime = try ProcessLifetime(URL(fileURLWithPath: "/bin/sleep"), ["600"], removing: directory)
        let server = try await Self.child(of: lifetime.process.processIdentifier)

        lifetime.end()

        #expect(!FileManager.default.fileExists(atPath: directory.path))
        #expect(await Self.ended(server), "the server, pid \(server), still runs")
    }

    /// The shell's one child, once it has started it.
    static func child(of shell: Int32) async throws -> Int32 {
        let deadline = ContinuousClock.now + .seconds(10)
        while ContinuousClock.now < deadline {
            let found = try await ChildProcess.run(URL(fileURLWithPath: "/usr/bin/pgrep"), ["-P", "\(shell)"])
            if let pid = Int32(found.stdout.trimmingCharacters(in: .whitespacesAndNewlines)) { return pid }
            try await Task.sleep(for: .milliseconds(20))
        }
        let none: Int32? = nil
        return try #require(none, "the shell started no server within 10 s")
    }

    /// The process is gone or a zombie waiting to be reaped: SIGKILL takes a moment to land.
    static func ended(_ pid: Int32) async -> Bool {
        let deadline = ContinuousClock.now + .seconds(5)
        while ContinuousClock.now < deadline {
            guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8) else { return true }
            if stat.split(separator: ")").last?.split(separator: " ").first == "Z" { return true }
            try? await Task.sleep(for: .milliseconds(20))
        }
        return false
    }
}
