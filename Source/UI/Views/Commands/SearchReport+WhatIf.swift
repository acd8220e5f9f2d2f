import ComicData
import Foundation

/// `xkcd search` over both publications: comics and What If? articles in
/// one ranked list, each marked with its kind.
extension SearchReport {
    /// What a search found: a comic, or an article.
    public enum Hit: Sendable {
        case comic(Comic)
        case article(WhatIfEntry)
    }

    /// One ranked list of both kinds: each hit by its place in the order
    /// they share (`SearchPosition`: every word in the title first, then
    /// weighted mentions, then `bm25`); comics without a place (found by a
    /// title with a typo, when no text matched) after the rest; at most `count`.
    public static func ranked(
        comics: [Comic], positions: [Int: SearchPosition], articles: [(entry: WhatIfEntry, position: SearchPosition)],
        count: Int
    ) -> [Hit] {
        let placed = comics.compactMap { comic in positions[comic.number].map { (Hit.comic(comic), $0) } }
        let unplaced = comics.filter { positions[$0.number] == nil }.map(Hit.comic)
        // Stable: a comic before an article in the same place.
        let ordered = (placed + articles.map { (Hit.article($0.entry), $0.position) }).enumerated()
            .sorted { ($0.element.1, $0.offset) < ($1.element.1, $1.offset) }
            .map(\.element.0)
        return Array((ordered + unplaced).prefix(max(0, count)))
    }

    public struct Marks: Sendable {
        public var comicBookmarks: Set<Int>
        public var comicsRead: Set<Int>
        public var articleBookmarks: Set<Int>
        public var articlesRead: Set<Int>

        public init(comicBookmarks: Set<Int>, comicsRead: Set<Int>, articleBookmarks: Set<Int>, articlesRead: Set<Int>)
        {
            self.comicBookmarks = comicBookmarks
            self.comicsRead = comicsRead
            self.articleBookmarks = articleBookmarks
            self.articlesRead = articlesRead
        }
    }

    /// The hits as `search` prints them: JSON with `"kind"`, or lines (an
    /// article's line ends with a fourth field, "whatif", piped, or "(What If?)").
    /// - Parameter searched: what was searched, as "no … match" says it ("comics").
    public static func report(
        _ hits: [Hit], words: [String], searched: String, marks: Marks, unread: Bool, json: Bool,
        coverage: SearchCoverage?, whatIfBase: URL, output: TextOutput
    ) throws -> CommandReport {
        var report = CommandReport()
        if json {
            let items = hits.map { hit -> KindJSON in
                switch hit {
                case .comic(let comic):
                    KindJSON(
                        kind: "comic",
                        comic: ComicJSON(
                            comic: comic, bookmarked: marks.comicBookmarks.contains(comic.number),
                            read: marks.comicsRead.contains(comic.number)))
                case .article(let entry):
                    KindJSON(
                        kind: "whatif",
                        article: WhatIfEntryJSON(
                            entry: entry, url: WhatIfClient.articleURL(entry.number, on: whatIfBase),
                            bookmarked: marks.articleBookmarks.contains(entry.number),
                            read: marks.articlesRead.contains(entry.number)))
                }
            }
            report.output = (items.isEmpty ? "[]" : try OutputPolicy.jsonText(items)) + "\n"
        } else {
            report.output = hits.map { hit in
                switch hit {
                case .comic(let comic):
                    output.list([.comic(comic)], bookmarked: marks.comicBookmarks)
                case .article(let entry):
                    output.text([articleLine(entry, marks: marks, aligned: output.isTerminal)])
                }
            }.joined()
        }
        if hits.isEmpty {
            report.notes.append("no \(unread ? "unread " : "")\(searched) match '\(quoted(words))'")
            report.exitCode = CommandReport.noMatchExitCode
        }
        if let note = coverage?.note { report.notes.append(note) }
        return report
    }

    private static func articleLine(_ entry: WhatIfEntry, marks: Marks, aligned: Bool) -> StyledLine {
        var line = WhatIfReport.line(
            entry, isBookmarked: marks.articleBookmarks.contains(entry.number), aligned: aligned)
        line = StyledLine(line.spans + [aligned ? .init("  (What If?)", role: .accent) : .init("\twhatif")])
        return line
    }

    /// One hit in JSON: its own fields and `"kind"`.
    struct KindJSON: Encodable {
        let kind: String
        var comic: ComicJSON?
        var article: WhatIfEntryJSON?

        enum Key: String, CodingKey { case kind }

        func encode(to encoder: any Encoder) throws {
            try comic?.encode(to: encoder)
            try article?.encode(to: encoder)
            var container = encoder.container(keyedBy: Key.self)
            try container.encode(kind, forKey: .kind)
        }
    }
}
