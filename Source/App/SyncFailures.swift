import ComicUI

/// A finished sync's warnings on stderr; then a failure with how to retry when any part failed.
enum SyncFailures {
    static func report(_ outcome: SyncOutcome) throws {
        for warning in outcome.warnings { StandardError.note(warning) }
        if let failure = outcome.failure { throw CommandFailure(failure, exitCode: outcome.exitCode) }
    }
}
