import ArgumentParser
import ComicUI

extension CommandReport {
    /// Says what a command decided: its output on stdout, its notes on
    /// stderr, then its failure line or exit status.
    func emit() throws {
        Console.current.print(output, terminator: "")
        for note in notes { StandardError.note(note) }
        if let failure { throw CommandFailure(failure) }
        if exitCode != 0 { throw ExitCode(exitCode) }
    }
}
