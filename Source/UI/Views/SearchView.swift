import ComicData

/// The search screen as lines of text: the prompt, the results as the list
/// view draws them, and a status line that says how much of the archive is
/// searched (and how to search all of it).
public enum SearchView {
    public static let prompt = "Search: "
    /// Where the person is typing; single-width.
    public static let cursor = TextFieldLine.cursor

    public static func render(
        _ search: SearchScreen, results: ListScreen?, editing: Bool, size: TerminalSize, ambiguousIsWide: Bool = false
    ) -> [String] {
        guard size.rows > 0 else { return [] }
        let width = max(0, size.columns)
        let promptLine = TextFieldLine.render(
            prompt: prompt, search.field, showsCursor: editing, width: width, ambiguousIsWide: ambiguousIsWide)
        guard size.rows > 2 else { return [promptLine] + Array(repeating: "", count: size.rows - 1) }
        let results = results ?? ListScreen(FeedSnapshot(feed: .search, hasMore: false))
        if SearchQuery(search.field.text).isEmpty {
            let hint = TerminalText.wrap(
                "Type to search titles, alt text and transcripts", width: width, indent: "  ",
                ambiguousIsWide: ambiguousIsWide)
            let body = Array(hint.prefix(size.rows - 2))
            return [promptLine] + body + Array(repeating: "", count: size.rows - 2 - body.count)
                + [
                    statusLine(
                        search, results: results.snapshot, editing: editing, width: width,
                        ambiguousIsWide: ambiguousIsWide)
                ]
        }
        // Drawn at the full size, so it scrolls as the feeds' lists do; its
        // header and status line make way for the prompt and ours.
        let list = ComicListView.render(results, size: size, ambiguousIsWide: ambiguousIsWide)
        let body = Array(list.dropFirst().dropLast())
        return [promptLine] + body + [
            statusLine(
                search, results: results.snapshot, editing: editing, width: width, ambiguousIsWide: ambiguousIsWide)
        ]
    }

    static func statusLine(
        _ search: SearchScreen, results: FeedSnapshot, editing: Bool, width: Int, ambiguousIsWide: Bool
    ) -> String {
        var facts: [String] = []
        if let coverage = search.coverage {
            switch coverage.extent {
            case .nothingCached: facts.append("Nothing cached yet — run xkcd sync")
            case .complete: facts.append("\(NumberText.grouped(coverage.searchedCount)) comics indexed")
            case .partial:
                facts.append(
                    "\(NumberText.grouped(coverage.searchedCount)) of \(NumberText.grouped(coverage.archiveCount)) comics indexed — run xkcd sync for all"
                )
            }
        }
        if results.isLoading { facts.append("Searching…") }
        if case .failed(let message) = results.phase { facts.append("Error: " + TerminalText.sanitizedLine(message)) }
        let hints: [StatusLine.Hint] =
            editing
            ? [.init(text: "Enter results", keep: 2), .init(text: "Esc back", keep: 3)]
            : [
                .init(text: "↑↓ move", keep: 1), .init(text: "Enter open", keep: 4), .init(text: "/ edit", keep: 2),
                .init(text: "q back", keep: 5),
            ]
        return StatusLine.render(facts: facts, hints: hints, width: width, ambiguousIsWide: ambiguousIsWide)
    }
}
