import ComicData
import ComicUI
import Foundation

/// Notes and warnings go to stderr, so stdout holds only the results (and
/// with `--json`, only JSON).
enum Notes {
    /// Sanitized like the screen: a note may quote a server or a file.
    static func write(_ text: String) {
        FileHandle.standardError.write(Data((TerminalSanitizer.lines(text) + "\n").utf8))
    }

    /// A failure's one line on stderr: a line break quoted from a server,
    /// a path or libcurl cannot split it.
    static func error(_ text: String) {
        FileHandle.standardError.write(Data(("Error: " + TerminalSanitizer.line(text) + "\n").utf8))
    }

    /// Says, after the output, that fetched comics could not be cached (a
    /// read-only database was announced when it was opened).
    static func reportCacheProblem(in environment: AppEnvironment) async {
        guard !environment.database.isReadOnly, let problem = await environment.latestSource.cacheWriteProblem else {
            return
        }
        write("note: the comics shown could not be saved in the cache: \(problem)")
    }

    /// Says what a printed feed lacks: that it came from the cache (asked
    /// for with `--offline`, or because the network is unreachable), and,
    /// when the output has no place for them (JSON, tab-separated lines),
    /// which comics failed.
    static func reportGaps(of state: FeedState, listFailures: Bool, offline: Bool) {
        if state.isFromCache {
            write(
                offline ? "offline: showing cached comics" : "note: the network is unreachable; these are cached comics"
            )
        }
        guard listFailures else { return }
        for failure in state.failures {
            write("warning: comic \(failure.number) not loaded: \(failure.reason.description)")
        }
    }

    /// Each image a bookmark could not keep for offline reading, by comic.
    static func reportImagesNotSaved(_ failures: [Int: ImageUnavailable]) {
        for (number, reason) in failures.sorted(by: { $0.key < $1.key }) {
            write("note: comic \(number): image not saved: \(reason.description)")
        }
    }
}
