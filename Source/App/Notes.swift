import ComicData
import Foundation

/// Notes and warnings go to stderr, so stdout holds only the results (and
/// with `--json`, only JSON).
enum Notes {
    static func write(_ text: String) {
        FileHandle.standardError.write(Data((text + "\n").utf8))
    }

    /// Says what a printed feed lacks: that it came from the cache, and, when
    /// the output is JSON (where placeholders cannot go), which comics failed.
    static func reportGaps(of state: FeedState, json: Bool) {
        if state.isFromCache { write("note: the network is unreachable; these are cached comics") }
        guard json else { return }
        for failure in state.failures {
            write("warning: comic \(failure.number) not loaded: \(failure.reason.description)")
        }
    }
}
