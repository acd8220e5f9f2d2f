import ComicData
import ComicUI
import Testing

/// Footers drop the least useful hint first, in one fixed order (move, r,
/// Tab, b, Enter; q last), and show only keys that act on the selection.
@Suite("Status line hints")
struct StatusLineTests {
    static let widths = [40, 60, 80, 100]

    func footer(_ state: ListScreen, columns: Int) -> String? {
        ComicListView.render(state, size: TerminalSize(rows: 10, columns: columns)).last
    }

    @Test("A comic selected in a feed with more to load")
    func loaded() {
        let state = ListScreen(
            FeedSnapshot(feed: .latest, rows: ViewFixtures.rows(3075...3104), hasMore: true), selectedIndex: 2)
        #expect(
            Self.widths.map { footer(state, columns: $0) } == [
                "Latest · more below · q quit",
                "Latest · more below · Enter open · b bookmark · q quit",
                "Latest · more below · Enter open · b bookmark · Tab feeds · r refresh · q quit",
                "Latest · more below · ↑↓ move · Enter open · b bookmark · Tab feeds · r refresh · q quit",
            ])
    }

    @Test("Offline: r reads 'r retry' and Tab outlasts it")
    func offline() {
        let state = ListScreen(
            FeedSnapshot(feed: .latest, rows: ViewFixtures.rows(3100...3104), hasMore: false, isFromCache: true),
            selectedIndex: 0)
        #expect(
            Self.widths.map { footer(state, columns: $0) } == [
                "Latest · Offline — showing cac… · q quit",
                "Latest · Offline — showing cached comics · q quit",
                "Latest · Offline — showing cached comics · Enter open · b bookmark · q quit",
                "Latest · Offline — showing cached comics · Enter open · b bookmark · Tab feeds · r retry · q quit",
            ])
    }

    @Test("A long error is cut, never q quit; the list says the whole reason")
    func longError() {
        let message = "cannot load the newest comic: Failed to connect to 127.0.0.1 port 1: Connection refused"
        let state = ListScreen(FeedSnapshot(feed: .latest, rows: [], phase: .failed(message: message)))
        let lines = ComicListView.render(state, size: TerminalSize(rows: 12, columns: 40))
        #expect(lines.last?.hasSuffix("… · q quit") == true, "\(lines.last ?? "")")
        #expect(lines.dropLast().joined(separator: " ").contains("Connection refused"), "\(lines)")
    }

    @Test("A failed row selected: no open or bookmark, Enter retries it")
    func failedRow() {
        let rows = [ViewFixtures.row(3104), FeedRow(number: 3103, content: .failed(reason: "timeout"))]
        let state = ListScreen(FeedSnapshot(feed: .latest, rows: rows, hasMore: false), selectedIndex: 1)
        #expect(
            Self.widths.map { footer(state, columns: $0) } == [
                "Latest · Enter retry · q quit",
                "Latest · ↑↓ move · Enter retry · Tab feeds · q quit",
                "Latest · ↑↓ move · Enter retry · Tab feeds · q quit",
                "Latest · ↑↓ move · Enter retry · Tab feeds · q quit",
            ])
        // Moving onto a comic brings its keys back.
        let onComic = ListScreen(state.snapshot, selectedIndex: 0)
        #expect(
            footer(onComic, columns: 100)
                == "Latest · ↑↓ move · Enter open · b bookmark · Tab feeds · r refresh · q quit")
    }

    @Test("An empty feed: only what can fill it")
    func empty() {
        let state = ListScreen(FeedSnapshot(feed: .bookmarks, hasMore: false))
        #expect(
            Self.widths.map { footer(state, columns: $0) } == [
                "Bookmarks · Tab feeds · q quit",
                "Bookmarks · Tab feeds · r refresh · q quit",
                "Bookmarks · Tab feeds · r refresh · q quit",
                "Bookmarks · Tab feeds · r refresh · q quit",
            ])
        let failed = ListScreen(FeedSnapshot(feed: .latest, phase: .failed(message: "timed out"), hasMore: false))
        #expect(footer(failed, columns: 80) == "Latest · Error: timed out · Tab feeds · r retry · q quit")
    }

    @Test("The detail screen")
    func detail() throws {
        let state = ComicDetailState(comic: try ViewFixtures.quirk(409), isBookmarked: false)
        let footers = Self.widths.map { ComicDetailView.render(state, size: TerminalSize(rows: 30, columns: $0)).last }
        #expect(
            footers == [
                "q back · b bookmark · ↑↓ scroll · Q quit",
                "q back · b bookmark · ↑↓ scroll · Q quit",
                "q back · b bookmark · ↑↓ scroll · Q quit",
                "q back · b bookmark · ↑↓ scroll · Q quit",
            ])
    }
}
