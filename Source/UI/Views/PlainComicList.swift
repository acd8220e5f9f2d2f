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

    /// - Parameter entries: the feed's comics with its failures sorted in (`FeedSnapshot.entries`).
    public static func lines(_ entries: [FeedEntry], bookmarked: Set<Int> = [], layout: Layout) -> [StyledLine] {
        entries.compactMap { entry in
            switch (entry, layout) {
            case (.comic(let comic), .tabSeparated): tabSeparatedLine(comic)
            case (.comic(let comic), .aligned): alignedLine(comic, isBookmarked: bookmarked.contains(comic.number))
            case (.failure, .tabSeparated): nil
            case (.failure(let failure), .aligned): failureLine(failure)
            }
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

    /// A comic known by number only: piped, the same three fields as every line, date and title empty.
    static func placeholderLine(_ number: Int, reason: String, isBookmarked: Bool, layout: Layout) -> StyledLine {
        switch layout {
        case .tabSeparated: StyledLine([.init(String(number), role: .secondary), .init("\t\t")])
        case .aligned:
            StyledLine([
                .init(pad(number), role: .secondary), .init(" "),
                .init(isBookmarked ? ComicListView.bookmarkMark : " ", role: .accent), .init("  "),
                .init("(\(TerminalText.sanitizedLine(reason)))", role: .secondary),
            ])
        }
    }

    static func pad(_ number: Int) -> String {
        let digits = String(number)
        return String(repeating: " ", count: max(0, 5 - digits.count)) + digits
    }
}
