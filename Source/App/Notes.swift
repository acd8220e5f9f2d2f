import ArgumentParser
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

    /// A command's output on stdout, its notes on stderr, then its failure or exit status.
    static func emit(_ report: CommandReport) throws {
        print(report.output, terminator: "")
        for note in report.notes { write(note) }
        if let failure = report.failure { throw CommandFailure(failure) }
        if report.exitCode != 0 { throw ExitCode(report.exitCode) }
    }

    /// That fetched comics could not be cached (a read-only database was
    /// announced when it was opened); nil when they were.
    static func cacheProblem(in environment: AppEnvironment) async -> String? {
        guard !environment.database.isReadOnly, let problem = await environment.latestSource.cacheWriteProblem else {
            return nil
        }
        return "note: the comics shown could not be saved in the cache: \(problem)"
    }
}
