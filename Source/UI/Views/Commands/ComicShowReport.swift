import ComicData

/// What `show` (and `xkcd 327`, piped) prints below its image: the comic as
/// text or JSON, then the lookup's note and the cache's trouble, if any.
public enum ComicShowReport {
    public static func report<Source, Cache>(
        _ found: ComicLookup<Source, Cache>.Found, json: Bool, output: TextOutput, cacheProblem: String?,
        explanationPagePrefix: String
    ) throws -> CommandReport {
        let text =
            json
            ? try ComicJSON.text(ComicJSON(comic: found.comic, bookmarked: found.isBookmarked, read: found.isRead))
                + "\n"
            : output.detail(
                ComicDetailState(
                    comic: found.comic, isBookmarked: found.isBookmarked, explanationPagePrefix: explanationPagePrefix))
        return CommandReport(output: text, notes: [found.note, cacheProblem].compactMap { $0 })
    }
}
