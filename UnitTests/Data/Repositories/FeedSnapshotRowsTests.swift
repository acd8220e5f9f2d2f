import ComicData
import ComicTestSupport
import Testing

/// A feed's snapshot lays out its rows from its pages and marks when it is
/// made: what the list view draws, with no second shape between.
@Suite("A feed's snapshot and its rows")
struct FeedSnapshotRowsTests {
    func feed(
        _ numbers: [Int], phase: FeedSnapshot.Phase = .idle, hasMore: Bool = true, bookmarked: Set<Int> = [],
        failures: [ComicFailure] = [], fromCache: Bool = false, read: Set<Int> = [], startNumber: Int? = nil,
        hasNewer: Bool = false, failedPageFollows: Bool = false
    ) -> FeedSnapshot {
        FeedSnapshot(
            feed: .latest, comics: numbers.map(SyntheticComic.comic(number:)), failures: failures,
            marks: [.bookmark: bookmarked, .read: read], phase: phase, hasMore: hasMore, isFromCache: fromCache,
            startNumber: startNumber, hasNewer: hasNewer, failedPageFollows: failedPageFollows)
    }

    func row(_ number: Int, bookmarked: Bool = false, read: Bool = false) -> FeedRow {
        FeedRow(
            number: number,
            content: .comic(SyntheticComic.comic(number: number), isBookmarked: bookmarked, isRead: read))
    }

    @Test("nothing loaded yet and more to come is loading; the loaded rows carry their comics, in feed order")
    func firstLoad() {
        #expect(FeedSnapshot(feed: .latest).isLoading)
        #expect(feed([], phase: .loading).isLoading)
        let loaded = feed([3, 2, 1])
        #expect(!loaded.isLoading)
        #expect(loaded.rows == [row(3), row(2), row(1)])
        #expect(loaded.rows.map(\.comic) == [3, 2, 1].map(SyntheticComic.comic(number:)))
    }

    @Test("rows carry the feed's bookmarks and read marks; an empty kind of mark is no kind")
    func marks() {
        let marked = feed([3, 2, 1], bookmarked: [1], read: [2, 3])
        #expect(marked.rows == [row(3, read: true), row(2, read: true), row(1, bookmarked: true)])
        #expect(feed([1]).marks.isEmpty)
    }

    @Test("loading, refreshing, a failure, offline from the cache, the end")
    func phases() {
        #expect(feed([4, 3], phase: .loading).isLoading)
        let refreshing = feed([4, 3], phase: .refreshing, fromCache: true)
        #expect(!refreshing.isLoading && !refreshing.isOffline)
        #expect(feed([], phase: .failed(message: "cannot reach xkcd.com")).isFailed)
        #expect(feed([2, 1], fromCache: true).isOffline)
        #expect(!feed([], fromCache: true).isOffline, "nothing loaded and more to come is still loading")
        let done = feed([2, 1], hasMore: false)
        #expect(!done.isLoading && !done.isOffline && !done.canGrow)
        #expect(!feed([], hasMore: false).isLoading, "an empty feed is loaded, not loading")
    }

    @Test("a snapshot given as rows holds their comics and marks")
    func givenRows() {
        let given = FeedSnapshot(feed: .latest, rows: [row(405, bookmarked: true), row(403, read: true)])
        #expect(given == feed([405, 403], bookmarked: [405], read: [403]))
    }

    @Test("failed comics are placeholder rows where their number belongs")
    func placeholders() {
        let failure = ComicFailure(
            number: 2,
            reason: .httpStatus(
                500, ComicAPIClient.Configuration.defaultBaseURL.appendingPathComponent("2/info.0.json")))
        let rows = feed([3, 1], failures: [failure]).rows
        #expect(rows.map(\.number) == [3, 2, 1])
        #expect(rows[1].content == .failed(reason: failure.reason.description))
        #expect(rows[1].comic == nil)
    }

    @Test("a page that failed after the rows is one row at the end, numbered where the page would start")
    func failedPage() {
        let failed = FeedSnapshot.Phase.failed(message: "cannot reach xkcd.com")
        #expect(feed([5, 4], phase: failed).rows == [row(5), row(4)], "a failure of the rows themselves adds no row")
        #expect(
            feed([5, 4], phase: failed, failedPageFollows: true).rows.last
                == FeedRow(number: 3, content: .failedPage(reason: "cannot reach xkcd.com")))
        // Rows not in number order (search's rank) hold the number below the last: 0, so no comic's is taken.
        #expect(feed([4, 2, 3], phase: failed, failedPageFollows: true).rows.last?.number == 0)
    }
}
