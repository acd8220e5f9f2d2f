import ComicData
import ComicUI
import Testing

/// The list's marks on a terminal where East Asian ambiguous characters are
/// narrow and on one where they are wide (CJK): `•` (the unread marker), `…`
/// and `—` are ambiguous; `›` and `*` are not.
@Suite("List rows at both ambiguous widths")
struct AmbiguousWidthListTests {
    /// Selected and unread, unread, bookmarked and read, failed, plain read.
    static let state = ListScreen(
        FeedSnapshot(
            feed: .latest,
            rows: [
                ViewFixtures.row(3104, read: false), ViewFixtures.row(3103, read: false),
                ViewFixtures.row(3102, bookmarked: true), FeedRow(number: 3101, content: .failed(reason: "timeout")),
                ViewFixtures.row(3100),
            ], hasMore: true), selectedIndex: 0)

    /// The columns each row's number ends at.
    static func numberEnds(_ lines: [String], wide: Bool) -> [Int] {
        zip(lines.dropFirst(), state.snapshot.rows).compactMap { line, row in
            line.range(of: String(row.number)).map { TerminalText.width(line[..<$0.upperBound], ambiguousIsWide: wide) }
        }
    }

    @Test("The number column lines up whether a row has the unread marker or not", arguments: [false, true])
    func numbersLineUp(wide: Bool) {
        let lines = ComicListView.render(Self.state, size: TerminalSize(rows: 8, columns: 80), ambiguousIsWide: wide)
        let ends = Self.numberEnds(lines, wide: wide)
        #expect(ends.count == Self.state.snapshot.rows.count)
        // Selection mark (1) + unread column (1, or 2 where "•" is wide) + four digits.
        #expect(Set(ends) == [wide ? 7 : 6], "\(lines)")
    }

    @Test("Every line fits at every width, marks and ellipses included", arguments: [false, true])
    func linesFit(wide: Bool) {
        for columns in 1...90 {
            let size = TerminalSize(rows: 8, columns: columns)
            let lines = ComicListView.render(Self.state, size: size, ambiguousIsWide: wide)
            for line in lines {
                #expect(TerminalText.width(line, ambiguousIsWide: wide) <= columns, "\(columns) columns: \(line)")
            }
            let styled = ScreenStyles.list(Self.state, size: size, ambiguousIsWide: wide)
            #expect(styled.map(\.text) == lines)
        }
    }

    @Test("A cut line ends in an ellipsis that fits, one column or two", arguments: [false, true])
    func truncation(wide: Bool) {
        let text = "Exoplanet System — a long title that does not fit"
        for width in 1...20 {
            let cut = TerminalText.truncate(text, toWidth: width, ambiguousIsWide: wide)
            #expect(TerminalText.width(cut, ambiguousIsWide: wide) <= width, "\(width): \(cut)")
            if width >= TerminalText.width(TerminalText.ellipsis, ambiguousIsWide: wide) {
                #expect(cut.hasSuffix(TerminalText.ellipsis))
            }
        }
        #expect(TerminalText.truncate("abcdefgh", toWidth: 7, ambiguousIsWide: wide) == (wide ? "abcde…" : "abcdef…"))
    }

    @Test(
        "Styled rows keep their roles when the marker is wide: the number is dim on every row",
        arguments: [false, true])
    func styledNumbers(wide: Bool) {
        let lines = ScreenStyles.list(Self.state, size: TerminalSize(rows: 8, columns: 80), ambiguousIsWide: wide)
        for (line, row) in zip(lines[2...5], Self.state.snapshot.rows[1...]) {
            #expect(line.spans.contains { $0.text == String(row.number) && $0.role == .secondary }, "\(line)")
        }
        #expect(lines[2].spans.contains { $0.text == ComicListView.unreadMark && $0.role == .accent })
    }

    @Test("The reader draws at the width its model was given", arguments: [false, true])
    func readerFrame(wide: Bool) {
        var model = ReaderModel(size: TerminalSize(rows: 8, columns: 80), ambiguousIsWide: wide)
        _ = model.handle(.list(Self.state.snapshot))
        let lines = ReaderView.frame(for: model).plainLines
        #expect(Set(Self.numberEnds(lines, wide: wide)) == [wide ? 7 : 6], "\(lines)")
    }
}
