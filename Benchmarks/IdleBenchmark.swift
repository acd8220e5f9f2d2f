import ComicData
import ComicTestSupport
import Foundation

/// The reader left alone on its list: the CPU it spends a second while
/// nobody types and nothing changes (goal: at most 0.5 ms).
enum IdleBenchmark {
    static let settle = Duration.seconds(2)
    static let idle = 20

    static func run(archive: ComicArchive) async throws {
        let binary = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent(
            "xkcd")
        guard FileManager.default.isExecutableFile(atPath: binary.path) else {
            print("-- idle reader: skipped, no xkcd binary beside xkcd-bench (build it: swift build -c release)")
            return
        }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("xkcd-bench-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        guard let newest = archive.newest, let body = archive.bodies[newest] else { return }
        let title = String(Comic(raw: try APIComic.decode(from: body)).title.prefix(12))
        try await withStubServer(archive) { _, baseURL in
            let environment = [
                "XKCD_DB": folder.appendingPathComponent("xkcd.sqlite").path, "XKCD_BASE_URL": baseURL.absoluteString,
                "HOME": folder.path, "XKCD_IMAGES": "none", "TERM": "xterm-256color", "NO_COLOR": "1",
                "PATH": "/usr/bin:/bin",
            ]
            let reader = try ReaderInTerminal(binary: binary, environment: environment)
            _ = try reader.waitFor(title)
            try await Task.sleep(for: settle)
            guard let before = cpuTicks(reader.pid) else { throw BenchmarkFailure("no /proc/\(reader.pid)/stat") }
            try await Task.sleep(for: .seconds(idle))
            guard let after = cpuTicks(reader.pid) else { throw BenchmarkFailure("no /proc/\(reader.pid)/stat") }
            let milliseconds = Double(after - before) * 1000 / Double(sysconf(Int32(_SC_CLK_TCK)))
            let perSecond = String(format: "%.2f", milliseconds / Double(idle))
            print("idle reader on its list, \(idle) s: \(perSecond) ms CPU a second  (goal: at most 0.5 ms)")
            reader.type("q")
            _ = try reader.waitForExit()
        }
    }

    /// utime + stime of the whole process, in clock ticks (fields 14 and 15 of /proc/PID/stat).
    private static func cpuTicks(_ pid: pid_t) -> Int? {
        guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8) else { return nil }
        // The command name (field 2) may hold spaces: count fields after its closing parenthesis.
        guard let close = stat.lastIndex(of: ")") else { return nil }
        let fields = stat[stat.index(after: close)...].split(separator: " ")
        guard fields.count > 12, let user = Int(fields[11]), let system = Int(fields[12]) else { return nil }
        return user + system
    }
}
