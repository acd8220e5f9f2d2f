import ComicTestSupport
import Foundation
import GRDB
import Synchronization
import Testing

@testable import ComicData

@Suite("A write waiting for another process's lock, cancelled", .timeLimit(.minutes(1)))
struct AbandonedWaitTests {
    @Test("cancelling the waiting write ends it at once, not at the 10 s timeout, and it is counted as not saved")
    func cancelledWaitEndsAtOnce() async throws {
        try await withTemporaryFolder { folder in
            let path = folder.appendingPathComponent("xkcd.sqlite").path
            let told = AsyncStream<Void>.makeStream()
            let database = try AppDatabase(
                path: path, connections: .one, onLongWait: { told.continuation.yield() })
            // Another process's write lock, held until the test ends.
            var configuration = Configuration()
            configuration.allowsUnsafeTransactions = true
            let holder = try DatabaseQueue(path: path, configuration: configuration)
            try await holder.writeWithoutTransaction { try $0.execute(sql: "BEGIN EXCLUSIVE") }
            defer { try? holder.writeWithoutTransaction { try $0.execute(sql: "ROLLBACK") } }

            let write = Task { try await database.bookmark([makeComic(7)]) }
            // Waiting for the lock, as the person was told after a second.
            var notices = told.stream.makeAsyncIterator()
            _ = await notices.next()
            let clock = ContinuousClock()
            let start = clock.now
            write.cancel()
            _ = await write.result

            #expect(clock.now - start < .seconds(2), "the wait lasts \(AppDatabase.busyTimeout) s otherwise")
            #expect(database.abandonedWrites == 1)
        }
    }
}
