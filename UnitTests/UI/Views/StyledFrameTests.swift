import ComicData
import ComicUI
import Testing

/// Whole screens with their escape codes, as the terminal receives them.
@Suite("Styled frames")
struct StyledFrameTests {
    /// A selected comic, a bookmarked one, a failed row and an ordinary one.
    static let state = ListScreen(
        FeedSnapshot(
            feed: .latest,
            rows: [
                ViewFixtures.row(3104), ViewFixtures.row(3103, bookmarked: true),
                FeedRow(number: 3102, content: .failed(reason: "timeout")), ViewFixtures.row(3101),
            ], hasMore: false), selectedIndex: 0)
    static let size = TerminalSize(rows: 7, columns: 60)

    func screen(_ level: TerminalTheme.Level) -> String {
        let lines = ScreenStyles.filled(ScreenStyles.list(Self.state, size: Self.size), width: Self.size.columns)
        return TerminalTheme(level: level).text(lines)
    }

    @Test("Colour on: header bold, selection and status reversed, numbers and dates dim, mark yellow, failure red")
    func colour() {
        let e = "\u{1B}["
        let plain = ComicListView.render(Self.state, size: Self.size)
        let (header, footer) = (plain.first ?? "", plain.last ?? "")
        let pad = { (text: String) in String(repeating: " ", count: 60 - TerminalText.width(text)) }
        let selected = "› 3104  2015-03-24    Comic 3104"
        #expect(
            screen(.color) == """
                \(e)1m\(header)\(e)0m
                \(e)7m\(selected)\(e)0m\(e)7m\(pad(selected))\(e)0m
                  \(e)2m3103\(e)0m  \(e)2m2015-03-23\(e)0m  \(e)33m*\(e)0m Comic 3103
                  \(e)2m3102\(e)0m  \(e)31m⚠ not loaded: timeout — r to retry\(e)0m
                  \(e)2m3101\(e)0m  \(e)2m2015-03-21\(e)0m    Comic 3101

                \(e)7m\(footer)\(e)0m\(e)7m\(pad(footer))\(e)0m

                """)
    }

    @Test("NO_COLOR: the same screen without colours; reverse, bold and dim stay")
    func noColor() {
        let monochrome = screen(.monochrome)
        #expect(!monochrome.contains("\u{1B}[31m"))
        #expect(!monochrome.contains("\u{1B}[33m"))
        #expect(monochrome.contains("\u{1B}[7m› 3104"))
        #expect(monochrome.contains("\u{1B}[1m*\u{1B}[0m Comic 3103"))
        #expect(monochrome.contains("\u{1B}[1m⚠ not loaded: timeout — r to retry\u{1B}[0m"))
        let stripped = monochrome.replacing(/\u{1B}\[[0-9;]*m/, with: "")
        #expect(stripped == screen(.plain))
        #expect(
            screen(.plain)
                == ScreenStyles.filled(ScreenStyles.list(Self.state, size: Self.size), width: 60)
                .map { $0.text + "\n" }.joined())
    }

    @Test("An unread comic's marker is an accent, selected or not the text stays the view's")
    func unreadMarker() {
        let state = ListScreen(
            FeedSnapshot(
                feed: .latest, rows: [ViewFixtures.row(12, read: false), ViewFixtures.row(9, read: false)],
                hasMore: false), selectedIndex: 1)
        let size = TerminalSize(rows: 5, columns: 40)
        let lines = ScreenStyles.list(state, size: size)
        #expect(lines.map(\.text) == ComicListView.render(state, size: size))
        #expect(lines[1].spans.prefix(3).map(\.role) == [.normal, .accent, .secondary])
        #expect(lines[1].spans[1].text == ComicListView.unreadMark)
        #expect(lines[2].spans.map(\.role) == [.selected])
        let colour = TerminalTheme(level: .color).text([lines[1]])
        #expect(colour.hasPrefix(" \u{1B}[33m•\u{1B}[0m\u{1B}[2m12\u{1B}[0m"))
    }

    @Test("Styling never changes the text: every width, every state of the list")
    func sameText() {
        for columns in [1, 10, 20, 40, 80] {
            let size = TerminalSize(rows: 7, columns: columns)
            #expect(
                ScreenStyles.list(Self.state, size: size).map(\.text) == ComicListView.render(Self.state, size: size))
        }
    }

    @Test("The detail screen: header and section headings bold, status reversed")
    func detail() throws {
        let state = ComicDetailState(comic: try ViewFixtures.quirk(409), isBookmarked: false)
        let lines = ScreenStyles.detail(ComicDetailView.render(state, size: TerminalSize(rows: 14, columns: 80)))
        let headings = lines.filter { $0.spans.first?.role == .heading }.map(\.text)
        #expect(headings == ["xkcd #409 — Naïve Café", "Alt text", "Transcript"])
        #expect(lines.last?.spans.first?.role == .status)
    }
}
