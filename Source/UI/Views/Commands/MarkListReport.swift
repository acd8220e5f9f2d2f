import ComicData

/// `bookmarks list` and `marks list`: the marked comics as every list has
/// them, then a row for each one not cached saying why; JSON has null
/// fields for those. Piped lines and JSON have no place for why, so a note does.
public enum MarkListReport {
    public static func bookmarks<Lookup>(
        _ listing: BookmarkLibrary<Lookup>.Listing, read: Set<Int>, json: Bool, output: TextOutput
    ) throws -> CommandReport {
        let (marks, phantoms) = (listing.marks, listing.noSuchComic)
        var report = try report(
            marks.marks, comics: marks.comics, kind: .bookmark, bookmarked: Set(marks.marks.map(\.number)),
            read: read, json: json, output: output,
            notCached: marks.notCached.map { ($0, phantoms.contains($0) ? "no such comic" : "not cached yet") })
        if marks.isEmpty, !json { report.notes = ["No bookmarks yet: add one with 'xkcd bookmarks add <number>'."] }
        if !phantoms.isEmpty {
            let list = phantoms.map(String.init).joined(separator: " ")
            report.notes.append(
                "note: there is no comic \(NumberList.text(phantoms)); 'xkcd bookmarks remove \(list)' removes "
                    + (phantoms.count == 1 ? "its bookmark" : "their bookmarks"))
        }
        let waiting = json ? marks.notCached : listing.waiting
        if json || !output.isTerminal, !waiting.isEmpty {
            report.notes.append(
                "note: not cached yet\(json ? ", so listed with null fields" : ""): \(NumberList.text(waiting))")
        }
        return report
    }

    public static func readMarks<Lookup>(
        _ listing: MarkLibrary<Lookup>.Listing, bookmarked: Set<Int>, json: Bool, output: TextOutput
    ) throws -> CommandReport {
        var report = try report(
            listing.marks, comics: listing.comics, kind: .read, bookmarked: bookmarked, read: [], json: json,
            output: output, notCached: listing.notCached.map { ($0, "not cached") })
        if listing.isEmpty, !json { report.notes = ["No read marks yet: add one with 'xkcd marks add <number>'."] }
        return report
    }

    /// `marks` newest first, as listed; JSON has them oldest first, as export writes them.
    private static func report(
        _ marks: [ExportedMark], comics: [Comic], kind: MarkKind, bookmarked: Set<Int>, read: Set<Int>, json: Bool,
        output: TextOutput, notCached: [(number: Int, reason: String)]
    ) throws -> CommandReport {
        if json {
            return CommandReport(
                output: try MarkJSON.listText(
                    marks.reversed(), kind: kind, comics: comics, bookmarked: bookmarked, read: read) + "\n")
        }
        guard !marks.isEmpty else { return CommandReport() }
        return CommandReport(
            output: output.render {
                PlainComicList.lines(comics.map(FeedEntry.comic), bookmarked: bookmarked, layout: output.listLayout)
                    + notCached.map { number, reason in
                        PlainComicList.placeholderLine(
                            number, reason: reason, isBookmarked: bookmarked.contains(number),
                            layout: output.listLayout)
                    }
            })
    }
}
