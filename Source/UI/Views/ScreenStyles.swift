import ComicData

/// Roles for the reader's screens: the text views lay out plain lines, and
/// this gives each part its role (header, selection, dates and numbers,
/// marks, failures, headings, status line) without changing a character.
/// A part that truncation cut into stays plain.
public enum ScreenStyles {
    /// The list screen's lines, styled.
    public static func list(
        _ list: ListScreen, size: TerminalSize, ambiguousIsWide: Bool = false
    ) -> [StyledLine] {
        let lines = ComicListView.render(list, size: size, ambiguousIsWide: ambiguousIsWide)
        let rows = list.snapshot.rows
        guard lines.count >= 2 else { return lines.map { StyledLine([.init($0, role: .status)]) } }
        var styled = lines.map { StyledLine(plain: $0) }
        styled[0] = StyledLine([.init(lines[0], role: .heading)])
        styled[lines.count - 1] = StyledLine([.init(lines[lines.count - 1], role: .status)])
        guard !rows.isEmpty else { return styled }
        let offset = ComicListView.scrollOffset(for: list, size: size, previous: list.scrollOffset)
        let numberWidth = String(rows.map(\.number).max() ?? 0).count
        let selected = list.selectedIndex
        for (line, index) in zip(1..<(lines.count - 1), offset..<rows.count) {
            styled[line] = row(
                lines[line], rows[index], isSelected: index == selected, numberWidth: numberWidth,
                ambiguousIsWide: ambiguousIsWide)
        }
        return styled
    }

    /// The detail screen's lines, styled: the header and section headings
    /// bold, the status line reversed.
    public static func detail(_ lines: [String]) -> [StyledLine] {
        guard lines.count >= 2 else { return lines.map { StyledLine([.init($0, role: .status)]) } }
        return lines.enumerated().map { index, line in
            if index == 0 { return StyledLine([.init(line, role: .heading)]) }
            if index == lines.count - 1 { return StyledLine([.init(line, role: .status)]) }
            let isHeading = detailHeadings.contains(line) && index > 1 && lines[index - 1].isEmpty
            return isHeading ? StyledLine([.init(line, role: .heading)]) : StyledLine(plain: line)
        }
    }

    /// The detail view's section headings (`ComicDetailView.contentLines`).
    static let detailHeadings: Set<String> = ["Alt text", "Transcript", "News"]

    /// Lines whose every span shares one role (a selected row, the status
    /// line) padded with spaces to `width`, so a reversed bar spans the screen.
    public static func filled(_ lines: [StyledLine], width: Int, ambiguousIsWide: Bool = false) -> [StyledLine] {
        lines.map { line in
            guard let role = line.spans.first?.role, role == .selected || role == .status,
                line.spans.allSatisfy({ $0.role == role })
            else { return line }
            let room = width - TerminalText.width(line.text, ambiguousIsWide: ambiguousIsWide)
            guard room > 0 else { return line }
            return StyledLine(line.spans + [.init(String(repeating: " ", count: room), role: role)])
        }
    }

    static func row(_ text: String, _ row: FeedRow, isSelected: Bool, numberWidth: Int, ambiguousIsWide: Bool)
        -> StyledLine
    {
        if isSelected { return StyledLine([.init(text, role: .selected)]) }
        if case .failedPage = row.content {
            let lead = text.prefix { $0 == " " }
            return StyledLine([.init(String(lead)), .init(String(text.dropFirst(lead.count)), role: .error)])
        }
        let number = String(row.number)
        let padding = String(repeating: " ", count: max(0, numberWidth - number.count))
        let unselected = ComicListView.column(
            ComicListView.selectionMark, shown: false, ambiguousIsWide: ambiguousIsWide)
        let lead: [(String, TextRole)] =
            ComicListView.isUnread(row)
            ? [(unselected, .normal), (ComicListView.unreadMark, .accent), (padding, .normal)]
            : [
                (
                    unselected
                        + ComicListView.column(ComicListView.unreadMark, shown: false, ambiguousIsWide: ambiguousIsWide)
                        + padding, .normal
                )
            ]
        var parts: [(String, TextRole)] =
            lead.filter { !$0.0.isEmpty } + [
                (number, .secondary), ("  ", .normal),
            ]
        switch row.content {
        case .comic, .article:
            let date = row.comic?.published?.description ?? row.article.flatMap(ComicListView.date(of:))
            // The view shows a date only when the line has room for it.
            if let date, text.dropFirst(parts.map(\.0).joined().count).hasPrefix(date + "  ") {
                parts += [(date, .secondary), ("  ", .normal)]
            }
            if row.isBookmarked { parts.append((ComicListView.bookmarkMark, .accent)) }
        case .failed, .failedPage:
            parts.append((String(text.dropFirst(parts.map(\.0).joined().count)), .error))
        }
        var spans: [StyledLine.Span] = []
        var rest = Substring(text)
        for (part, role) in parts {
            guard rest.hasPrefix(part) else { break }
            spans.append(.init(part, role: role))
            rest = rest.dropFirst(part.count)
        }
        if !rest.isEmpty { spans.append(.init(String(rest))) }
        return StyledLine(spans)
    }
}
