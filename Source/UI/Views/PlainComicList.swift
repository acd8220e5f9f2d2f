import ComicData

/// The comic list as plain text for pipes and scripts: one comic a line
/// (`*` marks a bookmark), no escape codes, every remote string sanitized.
public enum PlainComicList {
    public static func render(comics: [Comic], failures: [ComicFailure] = [], bookmarked: Set<Int> = []) -> String {
        let comicRows = comics.map { comic in
            Row(number: comic.number, text: row(for: comic, isBookmarked: bookmarked.contains(comic.number)))
        }
        let failureRows = failures.map { failure in
            Row(number: failure.number, text: "\(pad(failure.number))    (not loaded: \(TerminalSanitizer.line(failure.reason.description)))")
        }
        // Failures only come from number-ordered feeds; without any, keep the feed's order.
        let rows = failureRows.isEmpty ? comicRows : (comicRows + failureRows).sorted { $0.number > $1.number }
        return rows.map { $0.text + "\n" }.joined()
    }

    private struct Row {
        let number: Int
        let text: String
    }

    private static func row(for comic: Comic, isBookmarked: Bool) -> String {
        let date = comic.published?.description ?? "          "
        return "\(pad(comic.number)) \(isBookmarked ? "*" : " ")  \(date)  \(TerminalSanitizer.line(comic.title))"
    }

    static func pad(_ number: Int) -> String {
        let digits = String(number)
        return String(repeating: " ", count: max(0, 5 - digits.count)) + digits
    }
}
