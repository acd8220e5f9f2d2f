import ComicData
import ComicTestSupport
import Foundation
import Testing

@Suite("Several connections on one file", .timeLimit(.minutes(1)))
struct ConcurrentWritersTests {
    @Test func everyBookmarkOfTwoConcurrentWritersIsKept() async throws {
        try await withTemporaryFolder { folder in
            // Given two connections to one new file, opened at the same time
            let path = folder.appendingPathComponent("xkcd.sqlite").path
            async let openedFirst = AppDatabase(path: path)
            async let openedSecond = AppDatabase(path: path)
            let writers = [
                (try await openedFirst.bookmarkRepository(), Array(1...300)),
                (try await openedSecond.bookmarkRepository(), Array(301...600)),
            ]

            // When each saves its 300 bookmarks, one transaction each, all at once
            try await withThrowingTaskGroup(of: Void.self) { group in
                for (bookmarks, numbers) in writers {
                    for number in numbers {
                        group.addTask { try await bookmarks.add([makeComic(number)]) }
                    }
                }
                try await group.waitForAll()
            }

            // Then a third connection finds all 600
            let reader = LocalComicDataSource(database: try AppDatabase(path: path))
            let saved = try await reader.allPages(size: 100).flatMap { $0 }
            #expect(saved.count == 600)
            #expect(Set(saved) == Set(1...600))
        }
    }

    // Without care, this fails within a few rounds: SQLite refuses one of two
    // simultaneous switches to WAL mode, and two migrations of one file collide.
    @Test func newFileOpenedByManyConnectionsAtOnceOpensInEach() async throws {
        for _ in 1...20 {
            try await withTemporaryFolder { folder in
                let path = folder.appendingPathComponent("xkcd.sqlite").path
                try await openAtOnce(path, connections: 8)
            }
        }
    }

    @Test func firstSchemaFileUpgradedByManyConnectionsAtOnceKeepsEveryBookmark() async throws {
        for _ in 1...10 {
            try await withTemporaryFolder { folder in
                let path = folder.appendingPathComponent("xkcd.sqlite").path
                try FileManager.default.copyItem(
                    atPath: try #require(StorageFixtures.url("v1-bookmarks.sqlite")).path, toPath: path)

                try await openAtOnce(path, connections: 8)

                let bookmarks = LocalComicDataSource(database: try AppDatabase(path: path))
                #expect(try await bookmarks.allPages(size: 10) == [[3003, 1137, 259, 1]])
            }
        }
    }

    private func openAtOnce(_ path: String, connections: Int) async throws {
        try await withThrowingTaskGroup(of: Void.self) { group in
            for _ in 1...connections {
                group.addTask { _ = try AppDatabase(path: path) }
            }
            try await group.waitForAll()
        }
    }
}
