import ComicData
import ComicUI

/// The newest comics printed as plain text or JSON: `xkcd latest`, and `xkcd`
/// when its output is not a terminal.
enum LatestListing {
    /// When only unread comics are asked for, how many may be walked to
    /// find them: the walk is bounded whatever the server claims is newest.
    static let maximumWalked = 5_000

    /// The feed on stdout; on stderr, what it lacks (cached comics, and the
    /// failures that JSON and tab-separated lines have no place for).
    static func print(
        count: Int, json: Bool, unread: Bool = false, global: GlobalOptions, from environment: AppEnvironment
    ) async throws {
        let read = try await environment.readMarks.markedNumbers()
        let state = try await environment.latest.loadFirst(
            count, excluding: unread ? read : [], walkingAtMost: unread ? maximumWalked : .max)
        let output = TextOutput(color: global.color)
        if json {
            Swift.print(try ComicJSON.listText(state.comics, bookmarked: state.bookmarkedNumbers, read: read))
        } else {
            Swift.print(output.list(state.entries, bookmarked: state.bookmarkedNumbers), terminator: "")
        }
        Notes.reportGaps(of: state, listFailures: json || output.listLayout == .tabSeparated, offline: global.offline)
        if unread, state.comics.count < count {
            Notes.write("note: only \(state.comics.count) unread comics found")
        }
    }
}
