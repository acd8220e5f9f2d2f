import ArgumentParser
import ComicUI

/// How a command says what it decided (see `CommandReport`).
enum Notes {
    /// A command's output on stdout, its notes on stderr, then its failure or exit status.
    static func emit(_ report: CommandReport) throws {
        print(report.output, terminator: "")
        for note in report.notes { StandardError.note(note) }
        if let failure = report.failure { throw CommandFailure(failure) }
        if report.exitCode != 0 { throw ExitCode(report.exitCode) }
    }
}
