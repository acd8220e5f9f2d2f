import ArgumentParser
import ComicData
import ComicUI

/// The newest comics printed as plain text or JSON: `xkcd latest`, and `xkcd`
/// when its output is not a terminal.
enum LatestListing {
    /// The exit status of a listing that printed what it had but not all
    /// that was asked: comics that could not be loaded, a walk cut short.
    static let incompleteExitCode: Int32 = 3
    /// When only unread comics are asked for, how many may be walked to
    /// find them: the walk is bounded whatever the server claims is newest.
    static let maximumWalked = 5_000

    /// The feed on stdout; on stderr, what it lacks (cached comics, the
    /// failures that JSON and tab-separated lines have no place for, a cache
    /// that could not be written, a walk cut short: then it exits 3).
    static func print(
        count: Int, json: Bool, unread: Bool = false, from environment: AppEnvironment
    ) async throws {
        let read = try await environment.readMarkStore.markedNumbers()
        var limits = FirstComics.Limits()
        if unread { limits.maximumWalked = maximumWalked }
        let first = try await environment.latest.loadFirst(count, excluding: unread ? read : [], limits: limits)
        let state = first.state
        let output = TextOutput(color: environment.settings.color)
        if json {
            Swift.print(try ComicJSON.listText(state.comics, bookmarked: state.bookmarkedNumbers, read: read))
        } else {
            Swift.print(output.list(state.entries, bookmarked: state.bookmarkedNumbers), terminator: "")
        }
        Notes.reportGaps(
            of: state, listFailures: json || output.listLayout == .tabSeparated, offline: environment.settings.offline)
        await Notes.reportCacheProblem(in: environment)
        if let shortfall = first.shortfall {
            Notes.write(shortfall)
            throw ExitCode(incompleteExitCode)
        }
        // Fewer unread comics than asked is the whole answer, not a part of it;
        // none at all is "nothing matched", as `search` (and grep) say it.
        if unread, state.comics.isEmpty {
            Notes.write("note: no unread comics found")
            throw ExitCode.failure
        }
        if unread, state.comics.count < count {
            Notes.write("note: only \(Plural.count(state.comics.count, "unread comic")) found")
        }
    }
}
