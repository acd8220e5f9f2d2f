import ArgumentParser
import ComicUI

/// A sync's end as the command line says it: its report, or, after Ctrl-C,
/// one line on what was kept and exit 130 (see `InterruptibleSync`).
enum SyncRun {
    static func finished<Report>(_ outcome: InterruptibleSync.Outcome<Report>) throws -> Report {
        switch outcome {
        case .finished(let report): return report
        case .interrupted(let kept):
            StandardError.note("interrupted: \(kept)")
            throw ExitCode(Interruption.exitCode)
        }
    }
}
