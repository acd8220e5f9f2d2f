import ComicData

/// What `bookmarks add` and `marks add` say: the comics newly marked, then
/// those marked already (a line each, only when there are any); for
/// bookmarks, a note for each image that could not be saved.
public enum MarkAdditionReport {
    public static func report(
        added: [Int], already: [Int], kind: MarkKind, imagesNotSaved: [Int: ImageUnavailable] = [:]
    ) -> CommandReport {
        var lines: [String] = []
        if !added.isEmpty { lines.append("\(done(kind)) \(NumberList.text(added)).") }
        if !already.isEmpty { lines.append("Already \(kind.adjective): \(NumberList.text(already)).") }
        return CommandReport(
            output: lines.map { $0 + "\n" }.joined(), notes: BookmarkImportReport.imagesNotSaved(imagesNotSaved))
    }

    private static func done(_ kind: MarkKind) -> String {
        switch kind {
        case .bookmark: "Bookmarked"
        case .read: "Marked read"
        }
    }
}
