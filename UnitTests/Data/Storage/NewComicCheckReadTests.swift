import Foundation
import GRDB
import Synchronization
import Testing

@testable import ComicData

/// The prompt's `xkcd new` with nothing due answers from one read
/// transaction: three, one after another, cost it a tenth of its database time.
@Suite("xkcd new's reads")
struct NewComicCheckReadTests {
    @Test("isDue and the report come from one read transaction, and say what the two reads say")
    func oneReadTransaction() async throws {
        try await withTemporaryFolder { folder in
            let path = folder.appendingPathComponent("xkcd.sqlite").path
            let database = try AppDatabase(path: path, connections: .oneReadingInline)
            let base = try #require(URL(string: "http://127.0.0.1:9"))
            let check = NewComicCheck(database: database, baseURL: base)
            let now = Date(timeIntervalSince1970: 1_800_000_000)
            try await ComicCacheStore(database: database).cacheComics((3100...3103).map { makeComic($0) })
            try await check.store.noteSeen(3101)
            try await check.store.noteChecked(check.newestURL, at: now.addingTimeInterval(-60))

            let begun = try await TransactionCount(database)
            let (isDue, report) = try await check.dueAndReport(every: .seconds(3600), now: now)
            #expect(begun.value == 1)
            #expect(!isDue)
            #expect(report == (try await check.report()))
            #expect(report.comics.map(\.number) == [3103, 3102])
            #expect(report.comics.first?.title == "Comic 3103")
            #expect(try await check.isDue(every: .seconds(30), now: now))
            #expect(try await check.dueAndReport(every: .seconds(30), now: now).isDue)
        }
    }
}

/// The transactions `database`'s one connection begins from now on: a read is one.
final class TransactionCount: Sendable {
    private let begun = Mutex(0)

    init(_ database: AppDatabase) async throws {
        try await database.writer.writeWithoutTransaction { db in
            db.trace { event in
                if case .statement(let statement) = event, statement.sql.hasPrefix("BEGIN") {
                    self.begun.withLock { $0 += 1 }
                }
            }
        }
    }

    var value: Int { begun.withLock { $0 } }
}
