import ComicData

extension SearchCoverage {
    /// `xkcd search`'s note on how much of the archive was searched; nil when all of it was.
    public var note: String? {
        switch extent {
        case .nothingCached: return "no comics are cached yet; run `xkcd sync` to search them all"
        case .complete: return nil
        case .partial: break
        }
        let explained = explainedCount > 0 ? " (\(NumberText.grouped(explainedCount)) explained)" : ""
        return "searched \(NumberText.grouped(searchedCount)) of \(NumberText.grouped(archiveCount)) "
            + "comics\(explained); run `xkcd sync` for all"
    }
}
