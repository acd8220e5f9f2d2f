import ComicData
import Foundation

/// Where output goes: results on stdout, notes and warnings on stderr, so
/// `--json` output stays pure JSON.
struct OutputOptions {
    let json: Bool

    func print(_ text: String, terminator: String = "\n") {
        Swift.print(text, terminator: terminator)
    }

    func note(_ text: String) {
        FileHandle.standardError.write(Data((text + "\n").utf8))
    }

    /// Says on stderr what the output lacks: comics that failed, or that it came from the cache.
    func reportGaps(of state: FeedState) {
        if state.isFromCache { note("note: the network is unreachable; these are cached comics") }
        if json {
            for failure in state.failures {
                note("warning: comic \(failure.number) not loaded: \(failure.reason.description)")
            }
        }
    }
}
