import ComicData
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
}
