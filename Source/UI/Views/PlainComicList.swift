import ComicData

/// The comic list as plain text for pipes and scripts: one comic a line
/// (`*` marks a bookmark), no escape codes, every remote string sanitized.
public enum PlainComicList {
    /// - Parameter entries: the feed's comics with its failures sorted in (`FeedState.entries`).
    public static func render(_ entries: [FeedEntry], bookmarked: Set<Int> = []) -> String {
        entries.map { entry in
            switch entry {
            case .comic(let comic):
                row(for: comic, isBookmarked: bookmarked.contains(comic.number)) + "\n"
            case .failure(let failure):
                "\(pad(failure.number))    (not loaded: \(TerminalSanitizer.line(failure.reason.description)))\n"
            }
        }.joined()
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
