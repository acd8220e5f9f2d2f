import ComicData
import Foundation

/// Notes and warnings go to stderr, so stdout holds only the results (and
/// with `--json`, only JSON).
enum Notes {
    static func write(_ text: String) {
        FileHandle.standardError.write(Data((text + "\n").utf8))
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
}
