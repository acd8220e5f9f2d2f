import ComicData

/// `xkcd latest` and the piped `xkcd`: the newest comics on stdout; on
/// stderr what they lack (cached comics, failures that JSON and
/// tab-separated lines have no place for, a walk cut short: exit 3).
public enum LatestReport {
    /// When only unread comics are asked for, how many may be walked to find
    /// them: the walk is bounded whatever the server claims is newest.
    public static let maximumWalked = 5_000

    public static func limits(unread: Bool) -> FirstComics.Limits {
        var limits = FirstComics.Limits()
        if unread { limits.maximumWalked = maximumWalked }
        return limits
    }

    public static func report(
        _ first: FirstComics, count: Int, read: Set<Int>, unread: Bool, json: Bool, offline: Bool, output: TextOutput,
        cacheProblem: String? = nil
    ) throws -> CommandReport {
        let state = first.state
        var report = CommandReport(
            output: json
                ? try ComicJSON.listText(state.comics, bookmarked: state.bookmarkedNumbers, read: read) + "\n"
                : output.list(state.entries, bookmarked: state.bookmarkedNumbers))
        // A walk cut short names its failures in its own line: one summary, not a line for each.
        let listFailures = (json || output.listLayout == .tabSeparated) && first.shortfall == nil
        report.notes = gaps(of: state, listFailures: listFailures, offline: offline)
        if let cacheProblem { report.notes.append(cacheProblem) }
        if let shortfall = first.shortfall {
            report.notes.append(shortfall)
            report.exitCode = CommandReport.incompleteExitCode
        } else if unread, state.comics.isEmpty {
            // None at all is "nothing matched", as `search` (and grep) say it.
            report.notes.append("note: no unread comics found")
            report.exitCode = CommandReport.noMatchExitCode
        } else if unread, state.comics.count < count {
            // Fewer than asked is the whole answer, not a part of it.
            report.notes.append("note: only \(Plural.count(state.comics.count, "unread comic")) found")
        }
        return report
    }

    /// That the comics came from the cache (asked for with `--offline`, or
    /// the network unreachable), and, when the output has no place for
    /// them, which comics failed.
    public static func gaps(of state: FeedSnapshot, listFailures: Bool, offline: Bool) -> [String] {
        var notes: [String] = []
        if state.isFromCache {
            notes.append(
                offline ? "offline: showing cached comics" : "note: the network is unreachable; these are cached comics"
            )
        }
        guard listFailures else { return notes }
        let failures = state.failures
        guard failures.count > maximumFailuresNamed, let first = failures.first else {
            return notes + failures.map { "warning: comic \($0.number) not loaded: \($0.reason.description)" }
        }
        let numbers = failures.map(\.number)
        return notes + [
            "warning: \(Plural.count(failures.count, "comic")) not loaded, #\(numbers.max() ?? 0) to "
                + "#\(numbers.min() ?? 0) (comic \(first.number): \(first.reason.description))"
        ]
    }

    /// More failed comics than this are one line on stderr, not one each.
    public static let maximumFailuresNamed = 3
}
