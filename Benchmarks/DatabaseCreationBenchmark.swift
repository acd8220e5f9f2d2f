import ComicData
import ComicTestSupport
import Foundation

/// What a first run pays for its database: creating the file with every
/// table and the FTS index, against opening one that exists (a warm start).
enum DatabaseCreationBenchmark {
    static func run(runs: Int) throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("xkcd-bench-create-\(UUID())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let clock = ContinuousClock()
        var created: [Duration] = []
        var opened: [Duration] = []
        for run in 0...runs {  // run 0 warms up
            let path = folder.appendingPathComponent("db-\(run).sqlite").path
            var database: AppDatabase?
            let create = try clock.measure { database = try AppDatabase(path: path, connections: .one) }
            database = nil
            let open = try clock.measure { database = try AppDatabase(path: path, connections: .one) }
            _ = database
            if run > 0 {
                created.append(create)
                opened.append(open)
            }
        }
        print(Timing(label: "create a new database (schema, FTS), one connection", samples: created).summary)
        print(Timing(label: "open an existing database, one connection", samples: opened).summary)
    }

    /// The same as the whole process sees it: `xkcd bookmarks list` with a
    /// new database and with an existing one, alternating.
    static func process(runs: Int) async throws {
        let binary =
            ProcessInfo.processInfo.environment["XKCD_BENCH_BINARY"].map(URL.init(fileURLWithPath:))
            ?? URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("xkcd")
        guard FileManager.default.isExecutableFile(atPath: binary.path) else {
            print("-- firstrun process: skipped, no xkcd binary")
            return
        }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("xkcd-bench-first-\(UUID())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let existing = ["XKCD_DB": folder.appendingPathComponent("existing.sqlite").path, "HOME": folder.path]
        let list = ["bookmarks", "list"]
        _ = try await ChildProcess.run(binary, list, environment: existing)
        var fresh: [Duration] = []
        var warm: [Duration] = []
        for run in 0...runs {
            let new = ["XKCD_DB": folder.appendingPathComponent("new-\(run).sqlite").path, "HOME": folder.path]
            let clock = ContinuousClock()
            let start = clock.now
            _ = try await ChildProcess.run(binary, list, environment: new)
            let middle = clock.now
            _ = try await ChildProcess.run(binary, list, environment: existing)
            if run > 0 {
                fresh.append(middle - start)
                warm.append(clock.now - middle)
            }
        }
        let first = Timing(label: "xkcd bookmarks list, new database (first run)", samples: fresh)
        let second = Timing(label: "xkcd bookmarks list, existing database", samples: warm)
        print(first.summary)
        print(second.summary)
        print("first run costs \(Timing.milliseconds(first.median - second.median)) ms more (medians)")
    }
}
