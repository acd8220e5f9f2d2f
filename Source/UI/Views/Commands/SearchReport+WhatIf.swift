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

    /// The merged order: articles whose title holds every word first (a
    /// title is the strongest match in either ranking), then the two lists
    /// taken in turn, each in its own rank order; at most `count`.
    public static func merged(comics: [Comic], articles: [WhatIfEntry], words: [String], count: Int) -> [Hit] {
        let lowered = words.map { $0.lowercased() }.filter { !$0.isEmpty }
        let isTitleHit = { (entry: WhatIfEntry) in
            !lowered.isEmpty && lowered.allSatisfy { entry.title.lowercased().contains($0) }
        }
        var hits: [Hit] = articles.filter(isTitleHit).map(Hit.article)
        var others = articles.filter { !isTitleHit($0) }.makeIterator()
        var comicsLeft = comics.makeIterator()
        var comicsDone = false
        var articlesDone = false
        while hits.count < count, !(comicsDone && articlesDone) {
            if let comic = comicsLeft.next() { hits.append(.comic(comic)) } else { comicsDone = true }
            if hits.count < count, let article = others.next() {
                hits.append(.article(article))
            } else {
                articlesDone = true
            }
        }
        return Array(hits.prefix(count))
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
