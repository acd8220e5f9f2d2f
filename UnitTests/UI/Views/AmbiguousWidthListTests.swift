import ComicData
import ComicUI
import Testing

/// The list's marks on a terminal where East Asian ambiguous characters are
/// narrow and on one where they are wide (CJK): `•` (the unread marker), `…`
/// and `—` are ambiguous; `›` and `*` are not.
@Suite("List rows at both ambiguous widths")
struct AmbiguousWidthListTests {
    /// Selected and unread, unread, bookmarked and read, failed, plain read.
    static let state = ComicListState(
        feed: .latest,
        rows: [
            ViewFixtures.row(3104, read: false), ViewFixtures.row(3103, read: false),
            ViewFixtures.row(3102, bookmarked: true), ComicListRow(number: 3101, content: .failed(reason: "timeout")),
            ViewFixtures.row(3100),
        ],
        phase: .loaded, hasMore: true, selectedIndex: 0)

    /// The columns each row's number ends at.
    static func numberEnds(_ lines: [String]) -> [Int] {
        zip(lines.dropFirst(), state.rows).compactMap { line, row in
            line.range(of: String(row.number)).map { TerminalText.width(line[..<$0.upperBound]) }
        }
    }

    @Test("The number column lines up whether a row has the unread marker or not", arguments: [false, true])
    func numbersLineUp(wide: Bool) {
        TerminalText.$ambiguousIsWide.withValue(wide) {
            let lines = ComicListView.render(Self.state, size: TerminalSize(rows: 8, columns: 80))
            let ends = Self.numberEnds(lines)
            #expect(ends.count == Self.state.rows.count)
            // Selection mark (1) + unread column (1, or 2 where "•" is wide) + four digits.
            #expect(Set(ends) == [wide ? 7 : 6], "\(lines)")
        }
    }

    @Test("Every line fits at every width, marks and ellipses included", arguments: [false, true])
    func linesFit(wide: Bool) {
        TerminalText.$ambiguousIsWide.withValue(wide) {
            for columns in 1...90 {
                let size = TerminalSize(rows: 8, columns: columns)
                for line in ComicListView.render(Self.state, size: size) {
                    #expect(TerminalText.width(line) <= columns, "\(columns) columns: \(line)")
                }
                let styled = ScreenStyles.list(Self.state, size: size)
                #expect(styled.map(\.text) == ComicListView.render(Self.state, size: size))
            }
        }
    }

    @Test("A cut line ends in an ellipsis that fits, one column or two", arguments: [false, true])
    func truncation(wide: Bool) {
        TerminalText.$ambiguousIsWide.withValue(wide) {
            let text = "Exoplanet System — a long title that does not fit"
            for width in 1...20 {
                let cut = TerminalText.truncate(text, toWidth: width)
                #expect(TerminalText.width(cut) <= width, "\(width): \(cut)")
                if width >= TerminalText.width(TerminalText.ellipsis) { #expect(cut.hasSuffix(TerminalText.ellipsis)) }
            }
            #expect(TerminalText.truncate("abcdefgh", toWidth: 7) == (wide ? "abcde…" : "abcdef…"))
        }
    }

    @Test(
        "Styled rows keep their roles when the marker is wide: the number is dim on every row",
        arguments: [false, true])
    func styledNumbers(wide: Bool) {
        TerminalText.$ambiguousIsWide.withValue(wide) {
            let lines = ScreenStyles.list(Self.state, size: TerminalSize(rows: 8, columns: 80))
            for (line, row) in zip(lines[2...5], Self.state.rows[1...]) {
                #expect(line.spans.contains { $0.text == String(row.number) && $0.role == .secondary }, "\(line)")
            }
            #expect(lines[2].spans.contains { $0.text == ComicListView.unreadMark && $0.role == .accent })
        }
    }
}
