import ComicData
import ComicTestSupport
import ComicUI
import Testing

@Suite("Reader: a page that failed to load")
struct ReaderFailedPageTests {
    static let size = TerminalSize(rows: 10, columns: 80)
    static let reason = "could not load 20 comics: cannot reach xkcd.com: connection \u{1B}[31mrefused\n"

    /// Latest with comics 3 and 2 loaded and the page after them failed.
    static func failedAfterTwo() -> FeedSnapshot {
        var rows = [3, 2].map { ReaderModelTests.row($0) }
        rows.append(FeedRow(number: 1, content: .failedPage(reason: reason)))
        return FeedSnapshot(feed: .latest, rows: rows, phase: .failed(message: reason), hasMore: true)
    }

    @Test("Enter and r on the failed page's row retry the whole page, not one comic")
    func retryKeys() throws {
        var model = ReaderModel(size: Self.size)
        _ = model.handle(.list(Self.failedAfterTwo()))
        _ = model.handle(.key(.character("G")))
        #expect(model.lists[.latest]?.selectedRow?.number == 1)
        #expect(model.handle(.key(.enter)) == [.retryPage(.latest)])
        #expect(model.handle(.key(.character("r"))) == [.retryPage(.latest)])
        // Nothing to open, bookmark or mark read on it.
        #expect(model.handle(.key(.character("b"))) == [])
        #expect(model.routes == [.list(.latest)])
    }

    @Test("with the last comic selected, the failed page's row below it is scrolled into view")
    func scrolledIntoView() {
        var rows = (1...30).reversed().map { ReaderModelTests.row($0 + 1) }
        rows.append(FeedRow(number: 1, content: .failedPage(reason: Self.reason)))
        let state = FeedSnapshot(feed: .latest, rows: rows, phase: .failed(message: Self.reason), hasMore: true)
        let lines = ComicListView.render(ListScreen(state, selectedIndex: 29, scrollOffset: 22), size: Self.size)
        #expect(lines[lines.count - 2].contains("⚠ could not load 20 comics"))
        #expect(lines[lines.count - 3].hasPrefix("›"))
    }

    @Test("the row is one sanitized line: no number, the reason, how to retry")
    func rowText() throws {
        let lines = ComicListView.render(ListScreen(Self.failedAfterTwo(), selectedIndex: 0), size: Self.size)
        let row = lines[3]
        #expect(row.hasPrefix("     ⚠ could not load 20 comics: cannot reach xkcd.com: connection"))
        #expect(row.hasSuffix(" — r to retry"))
        #expect(!row.unicodeScalars.contains { $0.value < 0x20 || $0.value == 0x7F })
        #expect(TerminalText.width(row) <= Self.size.columns)
        #expect(lines.count == Self.size.rows)
        // Only the one row is about the failure; the comics above are untouched.
        #expect(lines.filter { $0.contains("⚠") }.count == 1)
    }
}
