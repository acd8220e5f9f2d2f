import ComicData

/// `xkcd search`: the matches on stdout, as `latest` lists them; on stderr
/// that none matched (exit 1, as grep) and how much of the archive was searched.
public enum SearchReport {
    public static func report(
        _ state: FeedSnapshot, words: [String], read: Set<Int>, unread: Bool, json: Bool, coverage: SearchCoverage,
        output: TextOutput
    ) throws -> CommandReport {
        var report = CommandReport()
        if json {
            report.output = try ComicJSON.listText(state.comics, bookmarked: state.bookmarkedNumbers, read: read) + "\n"
        } else if !state.comics.isEmpty {
            report.output = output.list(state.entries, bookmarked: state.bookmarkedNumbers)
        }
        if state.comics.isEmpty {
            report.notes.append("no \(unread ? "unread " : "")comics match '\(quoted(words))'")
            report.exitCode = CommandReport.noMatchExitCode
        }
        if let note = coverage.note { report.notes.append(note) }
        return report
    }

    /// The words as typed, cut to one short line: a 3,000-word query is not echoed whole.
    static func quoted(_ words: [String]) -> String {
        let line = TerminalSanitizer.line(words.joined(separator: " "))
        return line.count > maximumQuotedLength ? line.prefix(maximumQuotedLength - 1) + "…" : line
    }

    static let maximumQuotedLength = 80
}
