import ComicData
import ComicUI

/// The newest comics printed as plain text or JSON: `xkcd latest`, and `xkcd`
/// when its output is not a terminal.
enum LatestListing {
    static func print(count: Int, json: Bool, from environment: AppEnvironment) async throws {
        let state = try await environment.latest.loadFirst(count)
        if json {
            Swift.print(try ComicJSON.text(ComicJSON.list(state.comics, bookmarked: state.bookmarkedNumbers)))
        } else {
            Swift.print(PlainComicList.render(state.entries, bookmarked: state.bookmarkedNumbers), terminator: "")
        }
        Notes.reportGaps(of: state, json: json)
    }
}
