import ComicData
import ComicTestSupport
import ComicUI
import Testing

/// `ComicListState(feed:showing:)`: a feed's snapshot as the list shows it, as a pure function.
@Suite("List state from a feed's snapshot")
struct ComicListStateMappingTests {
    func feed(
        _ numbers: [Int], phase: FeedState.Phase = .idle, hasMore: Bool = true, bookmarked: Set<Int> = [],
        failures: [ComicFailure] = [], fromCache: Bool = false, read: Set<Int> = []
    ) -> FeedState {
        var state = FeedState()
        state.comics = numbers.map(SyntheticComic.comic(number:))
        state.phase = phase
        state.hasMore = hasMore
        state.bookmarkedNumbers = bookmarked
        state.failures = failures
        state.isFromCache = fromCache
        state.setMarked(read, as: .read)
        return state
    }

    func row(_ number: Int, bookmarked: Bool = false, read: Bool = false) -> ComicListRow {
        ComicListRow(
            number: number,
            content: .comic(SyntheticComic.comic(number: number), isBookmarked: bookmarked, isRead: read))
    }

    func list(_ state: FeedState) -> ComicListState {
        ComicListState(feed: .latest, showing: state)
    }

    @Test("nothing loaded yet and more to come is loading; the loaded rows carry their comics, in feed order")
    func firstLoad() {
        #expect(list(FeedState()) == ComicListState(feed: .latest, phase: .loading))
        #expect(list(feed([], phase: .loading)) == ComicListState(feed: .latest, phase: .loading))
        let loaded = list(feed([3, 2, 1]))
        #expect(loaded == ComicListState(feed: .latest, rows: [row(3), row(2), row(1)], phase: .loaded))
        #expect(loaded.rows.map(\.comic) == [3, 2, 1].map(SyntheticComic.comic(number:)))
        #expect(loaded.selectedIndex == nil, "the selection is the reader's")
    }

    @Test("rows carry the feed's bookmarks and read marks")
    func marks() {
        #expect(
            list(feed([3, 2, 1], bookmarked: [1], read: [2, 3])).rows == [
                row(3, read: true), row(2, read: true), row(1, bookmarked: true),
            ])
    }

    @Test("the phase: loading more, refreshing, a failure's message, offline from the cache, the end")
    func phases() {
        #expect(list(feed([4, 3], phase: .loading)).phase == .loading)
        #expect(list(feed([4, 3], phase: .refreshing, fromCache: true)).phase == .refreshing)
        #expect(
            list(feed([], phase: .failed(message: "cannot reach xkcd.com"))).phase
                == .failed(message: "cannot reach xkcd.com"))
        #expect(list(feed([2, 1], fromCache: true)).phase == .offline)
        let done = list(feed([2, 1], hasMore: false))
        #expect(done.phase == .loaded)
        #expect(!done.hasMore)
        #expect(list(feed([], hasMore: false)).phase == .loaded, "an empty feed is loaded, not loading")
    }

    @Test("the state says where the rows start (go to) and whether newer comics can load above")
    func startNumber() {
        var started = feed([405, 403])
        started.startNumber = 405
        started.hasNewer = true
        #expect(
            list(started)
                == ComicListState(
                    feed: .latest, rows: [row(405), row(403)], phase: .loaded, startNumber: 405, hasNewer: true))
    }

    @Test("failed comics are placeholder rows where their number belongs")
    func placeholders() {
        let failure = ComicFailure(
            number: 2,
            reason: .httpStatus(
                500, ComicAPIClient.Configuration.defaultBaseURL.appendingPathComponent("2/info.0.json")))
        let rows = list(feed([3, 1], failures: [failure])).rows
        #expect(rows.map(\.number) == [3, 2, 1])
        #expect(rows[1].content == .failed(reason: failure.reason.description))
        #expect(rows[1].comic == nil)
    }

    @Test("a page that failed after the rows is one row at the end, numbered where the page would start")
    func failedPage() {
        var state = feed([5, 4], phase: .failed(message: "cannot reach xkcd.com"))
        #expect(list(state).rows == [row(5), row(4)], "a failure of the rows themselves adds no row")
        state.failedPageFollows = true
        #expect(list(state).rows.last == ComicListRow(number: 3, content: .failedPage(reason: "cannot reach xkcd.com")))
        // Rows not in number order (search's rank) hold the number below the last: 0, so no comic's is taken.
        state.comics = [4, 2, 3].map(SyntheticComic.comic(number:))
        #expect(list(state).rows.last?.number == 0)
    }
}
