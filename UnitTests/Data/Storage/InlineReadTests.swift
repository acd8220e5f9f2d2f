import Foundation
import GRDB
import Testing

@testable import ComicData

/// A one-shot command that mostly reads (`search`, `new`) reads on its own
/// thread: an async read otherwise hops to GRDB's queue, a thread of its own, and back.
@Suite("Reads on the calling thread")
struct InlineReadTests {
    @Test("oneReadingInline reads on the calling thread; one reads on GRDB's queue")
    func readsOnTheCallingThread() async throws {
        try await withTemporaryFolder { folder in
            let path = folder.appendingPathComponent("xkcd.sqlite").path
            for (connections, inline) in [(DatabaseConnections.oneReadingInline, true), (.one, false)] {
                let database = try AppDatabase(path: path, connections: connections)
                let caller = pthread_self()
                let (reader, count) = try await database.read { db in
                    (pthread_self(), try ComicRecord.fetchCount(db))
                }
                #expect(count == 0)
                #expect((pthread_equal(caller, reader) != 0) == inline, "\(connections)")
            }
        }
    }
}
