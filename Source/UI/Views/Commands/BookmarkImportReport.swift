import ComicData

/// `bookmarks import` after the file's bookmarks are kept: what fetching
/// their comics did (`rerun` says how to try again), then what saving their images did.
public enum BookmarkImportReport {
    public static func fetch<Lookup>(_ fetch: BookmarkLibrary<Lookup>.ImportFetch, rerun: String) -> CommandReport {
        if let error = fetch.failure {
            return CommandReport(
                failure: "bookmarks saved, but their comics could not be fetched: \(error); run `\(rerun)` again")
        }
        var report = CommandReport()
        switch fetch.fetched {
        case .offline(let waiting):
            report.notes.append(
                "note: offline: \(Plural.count(waiting, "bookmarked comic")) not cached yet; "
                    + "`xkcd bookmarks list` fetches them when online")
        case .fetched(let sync, _):
            report.output = "fetched \(Plural.count(sync.stored, "comic")) for offline reading\n"
        case .nothingToFetch, nil: break
        }
        // As `bookmarks add` would refuse them: named, and not bookmarked.
        report.notes += fetch.skipped.map { "note: there is no comic \($0): skipped, not bookmarked" }
        return report
    }

    public static func images<Lookup>(_ saving: BookmarkLibrary<Lookup>.ImageSaving) -> CommandReport {
        CommandReport(
            output: "saved \(Plural.count(saving.saved, "image")) for offline reading\n",
            notes: imagesNotSaved(saving.failures))
    }

    /// Each image a bookmark could not keep for offline reading, by comic.
    public static func imagesNotSaved(_ failures: [Int: ImageUnavailable]) -> [String] {
        failures.sorted { $0.key < $1.key }.map { "note: comic \($0.key): image not saved: \($0.value.description)" }
    }
}
