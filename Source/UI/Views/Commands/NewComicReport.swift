import ComicData

/// What `xkcd new` says: one line naming the new comics (nothing when there
/// are none, exit 1), the count alone, or JSON.
public enum NewComicReport {
    /// More than this, and the line names only the newest.
    static let namedAtMost = 3
    static let titleLength = 60

    public static func report(_ found: NewComicCheck.Report, countOnly: Bool, json: Bool) throws -> CommandReport {
        let exitCode = found.count == 0 ? CommandReport.noMatchExitCode : 0
        if json { return CommandReport(output: try jsonText(found) + "\n", exitCode: exitCode) }
        guard found.count > 0 else { return CommandReport(exitCode: exitCode) }
        if countOnly { return CommandReport(output: "\(found.count)\n") }
        return CommandReport(output: line(found) + "\n")
    }

    /// "2 new xkcd comics: #3103 Exoplanet System, #3104 Tukey"; many: "12 new xkcd comics, the newest #3104 Tukey".
    static func line(_ found: NewComicCheck.Report) -> String {
        let counted = Plural.count(found.count, "new xkcd comic")
        guard found.count <= namedAtMost else {
            return counted + ", the newest " + (found.comics.first.map(name) ?? "")
        }
        return counted + ": " + found.comics.reversed().map(name).joined(separator: ", ")
    }

    private static func name(_ comic: NewComicCheck.NewComic) -> String {
        guard let title = comic.title.map(TerminalSanitizer.line), !title.isEmpty else { return "#\(comic.number)" }
        return "#\(comic.number) \(String(title.prefix(titleLength)))"
    }

    private struct Output: Encodable {
        struct Entry: Encodable {
            let num: Int
            let title: String?
        }
        let count: Int
        let newest: Int?
        let lastSeen: Int?
        let comics: [Entry]

        enum CodingKeys: String, CodingKey {
            case count, newest, comics
            case lastSeen = "last_seen"
        }
    }

    private static func jsonText(_ found: NewComicCheck.Report) throws -> String {
        try OutputPolicy.jsonText(
            Output(
                count: found.count, newest: found.newest, lastSeen: found.lastSeen,
                comics: found.comics.map { Output.Entry(num: $0.number, title: $0.title) }))
    }
}
