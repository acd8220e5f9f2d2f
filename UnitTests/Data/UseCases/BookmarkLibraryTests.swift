import ComicTestSupport
import Foundation
import Testing

@testable import ComicData

/// What is fetched for bookmarks, decided once for `bookmarks list`, `add` and `import`.
@Suite("Bookmark library", .timeLimit(.minutes(1)))
struct BookmarkLibraryTests {
    static let baseURL = URL(string: "https://xkcd.test")!

    static func library(
        _ database: AppDatabase, client: ScriptedNetworkClient?
    ) -> BookmarkLibrary<InMemoryComicDataSource> {
        @Sendable func makeSync() -> ArchiveSync {
            ArchiveSync(
                remote: ComicAPIClient(
                    client: client ?? ScriptedNetworkClient(route: { _ in .status(500) }),
                    configuration: .init(baseURL: baseURL)),
                database: database)
        }
        return BookmarkLibrary(
            marks: MarkLibraryTests.library(.bookmark, database: database, source: InMemoryComicDataSource()),
            makeSync: client == nil ? nil : makeSync)
    }

    /// Bookmarks of `numbers`, imported without their comics, as an offline import leaves them.
    static func imported(_ numbers: [Int], into database: AppDatabase) async throws {
        let entries = numbers.enumerated().map { MarkEntry(number: $1, markedAt: Int64($0), line: $0 + 1) }
        _ = try await database.importMarks(entries, kind: .bookmark, now: Date())
    }

    @Test("offline nothing is fetched and the waiting ones are counted; with nothing lacking, nothing is asked")
    func offlineAndNothing() async throws {
        let database = try AppDatabase.inMemory()
        let library = Self.library(database, client: nil)
        guard
            case .nothingToFetch = try await library.fetchUncached(run: { _, _ in
                Issue.record("ran")
                throw CancellationError()
            })
        else {
            Issue.record("fetched with nothing lacking")
            return
        }
        try await Self.imported([3, 5], into: database)
        guard case .offline(let waiting) = try await library.fetchUncached(run: { _, _ in throw CancellationError() })
        else {
            Issue.record("fetched offline")
            return
        }
        #expect(waiting == 2)
    }

    @Test("the lacking comics are fetched as sync fetches them; a 404 and one past the newest are no comic")
    func fetched() async throws {
        let database = try AppDatabase.inMemory()
        let client = ScriptedNetworkClient(archive: try .small)
        try await Self.imported([3, 404, 100_000], into: database)
        let library = Self.library(database, client: client)
        var asked: [Int] = []
        let result = try await library.fetchUncached { sync, numbers in
            asked = numbers
            return try await sync.run(numbers: numbers)
        }
        #expect(Set(asked) == [3, 404, 100_000])
        guard case .fetched(let report, let noSuchComic) = result else {
            Issue.record("nothing fetched")
            return
        }
        #expect(report.stored == 1)
        #expect(noSuchComic == [404, 100_000])
        #expect(try await ComicCacheStore(database: database).cachedComic(3) != nil)
        #expect(try await library.uncachedNumbers().sorted() == [404, 100_000])
    }

    @Test("a comic that keeps failing is not called missing: it stays to retry")
    func failureIsNotMissing() async throws {
        let database = try AppDatabase.inMemory()
        let client = ScriptedNetworkClient(archive: try .small)
        let seven = Self.baseURL.appendingPathComponent("7/info.0.json")
        for _ in 0..<10 { await client.script(seven, .status(500)) }
        try await Self.imported([7], into: database)
        let result = try await Self.library(database, client: client).fetchUncached {
            try await $0.run(numbers: $1)
        }
        guard case .fetched(let report, let noSuchComic) = result else {
            Issue.record("nothing fetched")
            return
        }
        #expect(report.failures.map(\.number) == [7])
        #expect(noSuchComic.isEmpty)
    }
}
