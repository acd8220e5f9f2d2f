import ComicData
import Foundation

/// `xkcd whatif`: the newest articles as a list (tab-separated piped:
/// number, date, title), or one article as text or JSON, with the person's
/// marks on articles (never a comic's).
public enum WhatIfReport {
    public static func list(
        count: Int, unread: Bool, json: Bool, from services: ComicServices, output: TextOutput
    ) async throws -> CommandReport {
        let library = services.whatIf
        let read = try await library.store.markedNumbers(.read)
        let bookmarked = try await library.store.markedNumbers(.bookmark)
        // --unread reads the whole archive: the newest unread ones may be anywhere in it.
        let served = try await library.newest(unread ? Int.max : count)
        let entries = Array(served.value.filter { !unread || !read.contains($0.number) }.prefix(count))
        var notes: [String] = []
        if served.isFromCache { notes.append("note: What If? cannot be reached: the archive as last saved") }
        guard !entries.isEmpty || !unread else {
            return CommandReport(
                notes: notes + ["no unread What If? articles"], exitCode: CommandReport.noMatchExitCode)
        }
        let base = services.configuration.whatIfURL
        if json {
            let items = entries.map {
                WhatIfEntryJSON(
                    entry: $0, url: WhatIfClient.articleURL($0.number, on: base),
                    bookmarked: bookmarked.contains($0.number),
                    read: read.contains($0.number))
            }
            return CommandReport(output: try WhatIfEntryJSON.text(items) + "\n", notes: notes)
        }
        let lines = entries.map { line($0, isBookmarked: bookmarked.contains($0.number), aligned: output.isTerminal) }
        return CommandReport(output: output.render { lines }, notes: notes)
    }

    static func line(_ entry: WhatIfEntry, isBookmarked: Bool, aligned: Bool) -> StyledLine {
        let title = TerminalText.sanitizedLine(entry.title)
        guard aligned else {
            return StyledLine([
                .init(String(entry.number), role: .secondary), .init("\t"), .init(entry.date, role: .secondary),
                .init("\t"), .init(title),
            ])
        }
        let number = String(entry.number)
        return StyledLine([
            .init(String(repeating: " ", count: max(0, 4 - number.count)) + number, role: .secondary), .init(" "),
            .init(isBookmarked ? ComicListView.bookmarkMark : " ", role: .accent), .init("  "),
            .init(entry.date.isEmpty ? String(repeating: " ", count: 10) : entry.date, role: .secondary),
            .init("  "), .init(title),
        ])
    }

    /// Article `number` as JSON; text goes through `WhatIfText.parts` so the command can draw illustrations.
    public static func articleJSON(
        _ article: WhatIfArticle, from services: ComicServices
    ) async throws -> CommandReport {
        let store = services.whatIfStore
        let date = try await store.entry(article.number)?.date ?? ""
        let url = WhatIfClient.articleURL(article.number, on: services.configuration.whatIfURL)
        let json = WhatIfArticleJSON(
            article: article, url: url, date: date,
            bookmarked: try await store.markedNumbers(.bookmark).contains(article.number),
            read: try await store.markedNumbers(.read).contains(article.number))
        return CommandReport(output: try json.text() + "\n")
    }
}
