import ComicData
import ComicTestSupport
import Foundation
import Testing

@Suite("Bookmark changes", .timeLimit(.minutes(1)))
struct BookmarkChangesTests {
    /// Runs `body` while `store.run()` watches the database.
    func whileRunning<T>(_ store: LocalComicDataSource, _ body: () async throws -> T) async rethrows -> T {
        let running = Task { await store.run() }
        defer { running.cancel() }
        return try await body()
    }

    @Test func yieldsTheCurrentSetThenAfterEachSaveAndRemove() async throws {
        let source = LocalComicDataSource(database: try AppDatabase.inMemory())
        try await source.save(makeComic(1))
        try await whileRunning(source) {
            var changes = try await source.changes().makeAsyncIterator()
            #expect(await changes.next() == [1])

            try await source.save(makeComic(2))
            #expect(await changes.next() == [1, 2])

            try await source.remove(1)
            #expect(await changes.next() == [2])

            try await source.remove(2)
            #expect(await changes.next() == [])
        }
    }

    @Test func yieldsWritesMadeThroughAnotherConnectionToTheFile() async throws {
        try await withTemporaryFolder { folder in
            // Given two databases open on one file, as two xkcd processes would have
            let path = folder.appendingPathComponent("xkcd.sqlite").path
            let watching = LocalComicDataSource(
                database: try AppDatabase(path: path, changePolling: ChangePolling(interval: .milliseconds(10))))
            let other = LocalComicDataSource(database: try AppDatabase(path: path))
            try await whileRunning(watching) {
                var changes = try await watching.changes().makeAsyncIterator()
                #expect(await changes.next() == [])

                // When the other one saves and removes, then the watching one sees each change
                try await other.save(makeComic(5))
                #expect(await changes.next() == [5])

                try await other.save(makeComic(6))
                #expect(await changes.next() == [5, 6])

                try await other.remove(5)
                #expect(await changes.next() == [6])

                // And its own writes still show
                try await watching.remove(6)
                #expect(await changes.next() == [])
            }
        }
    }

    @Test func everySubscriberGetsTheChanges() async throws {
        let source = LocalComicDataSource(database: try AppDatabase.inMemory())
        try await whileRunning(source) {
            var first = try await source.changes().makeAsyncIterator()
            var second = try await source.changes().makeAsyncIterator()
            #expect(await first.next() == [])
            #expect(await second.next() == [])

            try await source.save(makeComic(3))

            #expect(await first.next() == [3])
            #expect(await second.next() == [3])
        }
    }

    @Test("every feed and store over one database shares one poller, which stops with the last of them")
    func onePollerPerDatabase() async throws {
        try await withTemporaryFolder { folder in
            // Given a database whose poller runs on a clock the test moves, and
            // Latest and Bookmarks feeds over it, both running, and two stores too.
            let path = folder.appendingPathComponent("xkcd.sqlite").path
            let clock = ManualClock()
            let database = try AppDatabase(
                path: path, changePolling: ChangePolling(interval: .seconds(1), clock: clock))
            let store = LocalComicDataSource(database: database)
            let bookmarks = MarkRepository(.bookmark, store: store)
            let latest = ComicFeed(
                .latest, source: InMemoryComicDataSource(comics: [makeComic(7), makeComic(8)]), marks: [bookmarks])
            let saved = ComicFeed(.latest, source: store, marks: [bookmarks])
            let other = LocalComicDataSource(database: try AppDatabase(path: path))
            await latest.prewarm()
            await saved.prewarm()
            let runs = [
                Task { await latest.run() }, Task { await saved.run() },
                Task { await store.run() }, Task { await LocalComicDataSource(database: database).run() },
            ]
            await clock.waitUntilSleepers(atLeast: 1)

            // When another process bookmarks, twice, and the poller's time comes each time.
            for number in [7, 8] {
                try await other.save(makeComic(number))
                clock.advance(by: .seconds(1))
                for await state in await saved.states() where state.comics.map(\.number).contains(number) { break }
                await clock.waitUntilSleepers(atLeast: 1)
            }

            // Then both feeds show both bookmarks, and one poller did all the polling.
            let expectedLatest = FeedSnapshot(
                feed: .latest, comics: [makeComic(8), makeComic(7)], marks: [.bookmark: [7, 8]], hasMore: false)
            for await state in await latest.states() where state == expectedLatest { break }
            #expect(await saved.currentState.bookmarkedNumbers == [7, 8])
            // (A second poller would never stop below: fail here instead of at the time limit.)
            try #require(clock.peakSleeperCount == 1)

            // And when every runner is cancelled, the poller stops.
            runs.forEach { $0.cancel() }
            await clock.waitUntilSleepers(0)
            for run in runs { await run.value }
        }
    }
}
