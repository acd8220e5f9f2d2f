import ComicData

/// The comic list as plain text for pipes, scripts and a terminal's
/// scrollback: styled lines (no escape codes), every remote string sanitized.
public enum PlainComicList {
    public enum Layout: Sendable, Hashable {
        /// For a person at a terminal: aligned columns, `*` marking a
        /// bookmark, a placeholder line for each comic that failed to load.
        case aligned
        /// For `cut` and `awk`: one comic a line, three tab-separated fields
        /// (number, date as YYYY-MM-DD or empty, title). Titles hold no tab
        /// or line break. Failed comics are left out: callers report them
        /// on stderr.
        case tabSeparated
    }

    public static func lines(
        comics: [Comic], failures: [ComicFailure] = [], bookmarked: Set<Int> = [], layout: Layout
    ) -> [StyledLine] {
        switch layout {
        case .tabSeparated:
            return comics.map(tabSeparatedLine)
        case .aligned:
            let comicRows = comics.map { comic in
                (number: comic.number, line: alignedLine(comic, isBookmarked: bookmarked.contains(comic.number)))
            }
            let failureRows = failures.map { (number: $0.number, line: failureLine($0)) }
            // Failures only come from number-ordered feeds; without any, keep the feed's order.
            let rows = failureRows.isEmpty ? comicRows : (comicRows + failureRows).sorted { $0.number > $1.number }
            return rows.map(\.line)
        }
    }

    private static func tabSeparatedLine(_ comic: Comic) -> StyledLine {
        StyledLine([
            .init(String(comic.number), role: .secondary), .init("\t"),
            .init(comic.published?.description ?? "", role: .secondary), .init("\t"),
            .init(TerminalText.sanitizedLine(comic.title)),
        ])
    }

    private static func alignedLine(_ comic: Comic, isBookmarked: Bool) -> StyledLine {
        StyledLine([
            .init(pad(comic.number), role: .secondary), .init(" "),
            .init(isBookmarked ? ComicListView.bookmarkMark : " ", role: .accent), .init("  "),
            .init(comic.published?.description ?? String(repeating: " ", count: 10), role: .secondary), .init("  "),
            .init(TerminalText.sanitizedLine(comic.title)),
        ])
    }

    private static func failureLine(_ failure: ComicFailure) -> StyledLine {
        StyledLine([
            .init(pad(failure.number), role: .secondary), .init("    "),
            .init("(not loaded: \(TerminalText.sanitizedLine(failure.reason.description)))", role: .error),
        ])
    }

    static func pad(_ number: Int) -> String {
        let digits = String(number)
        return String(repeating: " ", count: max(0, 5 - digits.count)) + digits
    }
}
