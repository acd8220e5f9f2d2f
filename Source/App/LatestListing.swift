import ComicData
import ComicUI

/// The newest comics printed as plain text or JSON: `xkcd latest`, and `xkcd`
/// when its output is not a terminal.
enum LatestListing {
    /// The feed on stdout; on stderr, what it lacks (cached comics, and the
    /// failures that JSON and tab-separated lines have no place for).
    static func print(count: Int, json: Bool, global: GlobalOptions, from environment: AppEnvironment) async throws {
        let state = try await environment.latest.loadFirst(count)
        let output = TextOutput(color: global.color)
        if json {
            Swift.print(try ComicJSON.listText(state.comics, bookmarked: state.bookmarkedNumbers))
        } else {
            Swift.print(output.list(state.entries, bookmarked: state.bookmarkedNumbers), terminator: "")
        }
        Notes.reportGaps(of: state, listFailures: json || output.listLayout == .tabSeparated, offline: global.offline)
    }
}
