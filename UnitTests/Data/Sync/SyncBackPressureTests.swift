import ComicData
import ComicTestSupport
import Foundation
import GRDB
import Synchronization
import Testing

@Suite("Sync back-pressure", .timeLimit(.minutes(1)))
struct SyncBackPressureTests {
    /// Another connection's write lock on the file, released on demand.
    final class WriteLock: Sendable {
        private let queue: DatabaseQueue
        private let held = Mutex(true)

        init(path: String) throws {
            var configuration = Configuration()
            configuration.allowsUnsafeTransactions = true
            queue = try DatabaseQueue(path: path, configuration: configuration)
            try queue.writeWithoutTransaction { try $0.execute(sql: "BEGIN IMMEDIATE") }
        }

        func release() {
            let wasHeld = held.withLock { held in
                defer { held = false }
                return held
            }
            guard wasHeld else { return }
            try? queue.writeWithoutTransaction { try $0.execute(sql: "ROLLBACK") }
        }
    }

    @Test("while the writer is blocked, fetching stops at the bound instead of holding the archive in memory")
    func fetchingWaitsForTheWriter() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("xkcd-pressure-\(UUID())")
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("xkcd.sqlite").path
        let database = try AppDatabase(path: path)
        let lock = try WriteLock(path: path)
        let client = ScriptedNetworkClient(archive: .synthetic(through: 400, missing: [404]))
        let bound = 40
        let sync = ArchiveSync(
            remote: ComicAPIClient(
                client: client, configuration: .init(baseURL: URL(string: "https://x.test")!)),
            database: database,
            configuration: .init(concurrency: 8, batchSize: 10, maximumWaitingComics: bound))
        let peak = Mutex(0)

        let report = try await sync.run { progress in
            peak.withLock { $0 = max($0, progress.waitingToBeWritten) }
            // The writer waits for the lock until fetching has gone as far as the bound lets it.
            if progress.waitingToBeWritten >= bound { lock.release() }
        }
        lock.release()

        #expect(peak.withLock { $0 } <= bound)
        #expect(report.stored == 400)
    }

    @Test(
        "against the hostile server's 60 KB transcripts, with the writer blocked: waiting comics and memory stay bounded"
    )
    func hostileServer() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("xkcd-pressure-\(UUID())")
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("xkcd.sqlite").path
        let database = try AppDatabase(path: path)
        let lock = try WriteLock(path: path)
        let server = try HostileServer(mode: .hugeField("transcript", bytes: 60_000, newest: 300))
        defer { server.stop() }
        let bound = 60
        let sync = ArchiveSync(
            remote: ComicAPIClient(client: CurlNetworkClient(), configuration: .init(baseURL: server.baseURL)),
            database: database, configuration: .init(concurrency: 8, batchSize: 20, maximumWaitingComics: bound))
        let peak = Mutex(0)

        let (growth, report) = try await ProcessMemory.peakGrowth {
            try await sync.run { progress in
                peak.withLock { $0 = max($0, progress.waitingToBeWritten) }
                if progress.waitingToBeWritten >= bound { lock.release() }
            }
        }
        lock.release()

        #expect(peak.withLock { $0 } <= bound)
        #expect(report.stored == 300)
        #expect(growth < 256 * 1024 * 1024, "peak grew by \(growth / 1024 / 1024) MiB")
    }

    @Test("the byte bound holds fetching back too")
    func byteBound() async throws {
        let client = ScriptedNetworkClient(archive: .synthetic(through: 200, missing: [404]))
        let sync = ArchiveSync(
            remote: ComicAPIClient(
                client: client, configuration: .init(baseURL: URL(string: "https://x.test")!)),
            database: try AppDatabase.inMemory(),
            configuration: .init(
                concurrency: 4, batchSize: 1_000, batchInterval: .seconds(3600), maximumWaitingBytes: 1))
        let peak = Mutex(0)

        let report = try await sync.run { progress in peak.withLock { $0 = max($0, progress.waitingToBeWritten) } }

        // One comic's text passes a one-byte bound: each is written before the next is fetched.
        #expect(peak.withLock { $0 } <= 4)
        #expect(report.stored == 200)
    }
}
