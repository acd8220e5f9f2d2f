import ComicData

/// `bookmarks images`: the bookmarked comics without a saved image and why,
/// and with `--fetch`, how many were saved; exit 1 when asked to fetch and
/// nothing could be.
public enum BookmarkImagesReport {
    public static func report<Lookup>(_ images: BookmarkLibrary<Lookup>.ImageReport) -> CommandReport {
        var lines: [String] = []
        if let saved = images.saved { lines.append("Saved \(Plural.count(saved, "image")).") }
        guard !images.missing.isEmpty || !images.notCached.isEmpty else {
            return CommandReport(output: text(lines + ["Every bookmarked comic's image is saved."]))
        }
        lines.append("Bookmarked comics without a saved image:")
        for (comic, reason) in images.missing {
            let why = reason?.description ?? reasonBeforeFetching(comic)
            lines.append(TerminalSanitizer.line("#\(comic.number) \(comic.title): \(why)"))
        }
        // Listed, not dropped: nothing is known of their images until the comic is fetched.
        let fetched = images.saved != nil
        for number in images.notCached {
            lines.append("#\(number): the comic is not cached yet\(fetched ? "" : " (xkcd bookmarks images --fetch)")")
        }
        let uncached = images.notCached.count
        if uncached > 0 {
            lines.append(
                "\(uncached) bookmarked comic\(uncached == 1 ? " is" : "s are") not cached, "
                    + "so \(uncached == 1 ? "its image is" : "their images are") not covered.")
        }
        // Asked to fetch, and nothing could be: a failure, whatever the list says.
        return CommandReport(output: text(lines), exitCode: images.saved == 0 ? 1 : 0)
    }

    private static func text(_ lines: [String]) -> String {
        lines.map { $0 + "\n" }.joined()
    }

    /// Comics with no image to fetch say so; the rest are simply not saved yet.
    private static func reasonBeforeFetching(_ comic: Comic) -> String {
        do {
            _ = try ComicImageLoader.followableURL(comic.raw.img)
            return "not saved yet (xkcd bookmarks images --fetch)"
        } catch {
            return error.description
        }
    }
}
