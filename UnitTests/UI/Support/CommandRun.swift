import ComicData
import ComicUI
import Synchronization

/// What a command would print and how it would exit, from its report or
/// the readable error it met, as the command line says them
/// (`CommandReport.emit()`, `CommandFailure.reporting`): stdout, the lines
/// on stderr (each sanitized, the failure's as "Error: …"), the exit status.
struct CommandRun: Sendable {
    var output = ""
    var stderr: [String] = []
    var exitCode: Int32 = 0

    var stderrText: String { stderr.map { $0 + "\n" }.joined() }

    /// `notes` said before the report (the services', `show`'s), then the report's or the error's.
    init(notes: [String] = [], _ body: () async throws -> CommandReport) async throws {
        stderr = notes.flatMap(Self.lines)
        do {
            let report = try await body()
            output = report.output
            stderr += report.notes.flatMap(Self.lines)
            if let failure = report.failure {
                // 1, as `emit()` ends a report's failure; a sync's failure carries its own status.
                fail(failure, exitCode: report.exitCode == 0 ? 1 : report.exitCode)
            } else {
                exitCode = report.exitCode
            }
        } catch let error as any ReadableError {
            fail(error.message, exitCode: 1)
        }
    }

    mutating func fail(_ line: String, exitCode: Int32) {
        stderr.append("Error: " + TerminalSanitizer.line(line))
        self.exitCode = exitCode
    }

    static func lines(_ note: String) -> [String] {
        TerminalSanitizer.lines(note).split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    }
}

extension CommandRun {
    /// `xkcd latest --count <count> [--json]` over `services`, piped.
    static func latest(_ count: Int, json: Bool = false, from services: ComicServices) async throws -> CommandRun {
        try await CommandRun {
            try await LatestReport.report(count: count, json: json, from: services, output: .piped)
        }
    }

    /// `xkcd show <choice> [--json]` over `services`, piped, without its image: the comic, then its notes.
    static func show(_ choice: ComicChoice, json: Bool = false, from services: ComicServices) async throws
        -> CommandRun
    {
        try await CommandRun {
            let found = try await services.comicLookup.find(choice)
            return try ComicShowReport.report(
                found, json: json, output: .piped, cacheProblem: await services.cacheProblemNote(),
                explanationPagePrefix: services.explanationPagePrefix)
        }
    }

    /// `xkcd sync [--concurrency n]` over `services`: its summary, warnings, and failure with how to retry.
    static func sync(concurrency: Int? = nil, from services: ComicServices) async throws -> CommandRun {
        try await CommandRun {
            let report = try await services.archiveSync(concurrency: concurrency).run()
            return .sync(
                summary: SyncProgressView.summary(report),
                SyncOutcome.comics(report, stopped: "sync stopped", rerun: "xkcd sync"))
        }
    }
}

extension TextOutput {
    /// A pipe, without color: what the binary tests read.
    static let piped = TextOutput(color: .never, facts: TerminalFacts(environment: [:]), isTerminal: false)
}

/// Notes said while a command runs (the services', the image printer's), in order.
final class NoteLog: Sendable {
    private let lines = Mutex<[String]>([])

    var notes: [String] { lines.withLock { $0 } }

    func note(_ text: String) {
        lines.withLock { $0.append(text) }
    }
}

extension CommandRun {
    /// `xkcd bookmarks add <numbers>` over `services`: the comics first, all or none; then their images saved.
    static func addBookmarks(_ numbers: [Int], from services: ComicServices) async throws -> CommandRun {
        try await CommandRun {
            let bookmarks = services.bookmarks
            let addition = try await bookmarks.marks.add(numbers)
            let saving = await bookmarks.saveImages(
                of: Set(addition.comics.map(\.number)), with: services.imageLoader(cacheCapacity: 1 << 20))
            return MarkAdditionReport.report(
                added: addition.added, already: addition.already, kind: .bookmark,
                imagesNotSaved: saving?.failures ?? [:])
        }
    }
}

extension CommandRun {
    /// `xkcd explain <number> [--json]` over `services`, piped to `output`.
    static func explain(
        _ number: Int, json: Bool = false, from services: ComicServices, output: TextOutput = .piped
    ) async throws -> CommandRun {
        try await CommandRun {
            try await ExplanationReport.report(of: number, json: json, from: services, output: output)
        }
    }

    /// `xkcd search <words>` over `services`, piped.
    static func search(_ words: [String], count: Int = 20, from services: ComicServices) async throws -> CommandRun {
        try await CommandRun {
            let feed = services.searchFeed(SearchQuery(arguments: words), pageSize: count)
            return try SearchReport.report(
                try await feed.loadFirst(count), words: words, read: [], unread: false, json: false,
                coverage: try await services.searchCoverage(), output: .piped)
        }
    }
}

extension CommandReport {
    /// A sync's summary on stdout, its warnings, and its failure with the status it ends with.
    static func sync(summary: String, _ outcome: SyncOutcome) -> CommandReport {
        CommandReport(
            output: summary + "\n", notes: outcome.warnings, exitCode: outcome.failure == nil ? 0 : outcome.exitCode,
            failure: outcome.failure)
    }
}
