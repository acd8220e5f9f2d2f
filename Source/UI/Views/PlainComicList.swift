import ComicData

/// The comic list as plain text for pipes and scripts: one comic a line,
/// no escape codes, every remote string sanitized.
public enum PlainComicList {
    public static func render(comics: [Comic], failures: [ComicFailure] = []) -> String {
        let rows = comics.map { Row(number: $0.number, text: row(for: $0)) }
            + failures.map { Row(number: $0.number, text: "\(pad($0.number))  (not loaded: \(TerminalSanitizer.line($0.reason.description)))") }
        return rows.sorted { $0.number > $1.number }.map { $0.text + "\n" }.joined()
    }

    private struct Row {
        let number: Int
        let text: String
    }

    private static func row(for comic: Comic) -> String {
        let date = comic.published?.description ?? "          "
        return "\(pad(comic.number))  \(date)  \(TerminalSanitizer.line(comic.title))"
    }

    private static func pad(_ number: Int) -> String {
        let digits = String(number)
        return String(repeating: " ", count: max(0, 5 - digits.count)) + digits
    }
}
