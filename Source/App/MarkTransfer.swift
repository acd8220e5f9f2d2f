import ArgumentParser
import ComicData
import ComicUI
import Foundation

extension MarkFileFormat: ExpressibleByArgument {}

/// What `bookmarks export|import` and `marks export|import` share.
enum MarkTransfer {
    static func export(_ kind: MarkKind, format: MarkFileFormat, global: GlobalOptions) async throws {
        try await CommandFailure.reporting {
            let database = try AppEnvironment(settings: global.settings()).database
            let comics = try await MarkTransferStore(database: database).exportedMarks(kind)
            let articles = try await WhatIfStore(database: database).exportedMarks(kind)
            if format == .csv, !articles.isEmpty {
                StandardError.note("note: What If? \(kind.noun)s are exported in JSON only (they need its \"kind\")")
            }
            Console.current.print(MarkFileWriter.text(comics + articles, kind: kind, format: format), terminator: "")
        }
    }

    /// Reads the whole file before the database is opened: a file refused
    /// changes nothing, not even by creating the database.
    static func `import`(
        _ kind: MarkKind, file: String, global: GlobalOptions, imageCache: ImageCacheOptions
    ) async throws {
        try await CommandFailure.reporting {
            let name = MarkFileInput.name(of: file)
            let fileEntries: [MarkEntry]
            do {
                fileEntries = try MarkFileReader.entries(
                    in: try MarkFileInput.contents(of: file, standardInput: Console.current.standardInput), kind: kind)
            } catch let error as MarkFileError {
                // A wrong number in the file is refused like one on the command line.
                throw CommandFailure(
                    "\(name): \(error); nothing imported", exitCode: ExitCode.validationFailure.rawValue)
            }
            let environment = try AppEnvironment(settings: global.settings())
            // An article's mark goes to the articles' marks: its number never becomes a comic's.
            let articleEntries = fileEntries.filter(\.isWhatIf)
            let articles =
                articleEntries.isEmpty
                ? nil : try await environment.services.whatIfMarks[kind].importMarks(articleEntries, now: Date())
            let entries = fileEntries.filter { !$0.isWhatIf }
            defer { if let articles { summarizeArticles(articles, kind: kind) } }
            let summary = try await environment.services.marks(kind).importMarks(entries, now: Date())
            guard kind == .bookmark else { return summarize(summary, kind: kind) }
            // Standard input cannot be read again: sync fetches whatever the cache lacks, bookmarks included.
            let rerun = file == "-" ? "xkcd sync" : "xkcd bookmarks import \(TerminalSanitizer.line(file))"
            let bookmarks = environment.bookmarks
            let numbers = Set(entries.map(\.number))
            let imported: BookmarkLibrary<AppEnvironment.LatestSource>.ImportFetch
            do {
                imported = try await bookmarks.fetchImported(numbers) { sync, numbers in
                    try SyncRun.finished(
                        await InterruptibleSync.comics(
                            sync, numbers: numbers, database: environment.database, rerun: rerun))
                }
            } catch {
                summarize(summary, kind: kind)  // stopped: the file's bookmarks are kept all the same
                throw error
            }
            // Counted once the fetch has said which numbers are no comic, so the line agrees with the notes.
            summarize(summary.refusing(imported.skipped), kind: kind)
            try BookmarkImportReport.fetch(imported, rerun: rerun).emit()
            // As `b` and `bookmarks add` do: a bookmark is for reading offline, image included.
            if !environment.settings.offline,
                let saving = await bookmarks.saveImages(of: numbers, with: environment.imageLoader(cache: imageCache))
            {
                try BookmarkImportReport.images(saving).emit()
            }
            if case .fetched(let report, _) = imported.fetched {
                try SyncFailures.report(.comics(report, stopped: "fetching stopped", rerun: rerun))
            }
        }
    }

    /// A second line, only for a file that holds articles' marks.
    private static func summarizeArticles(_ articles: MarkImportSummary, kind: MarkKind) {
        Console.current.print(
            "imported \(articles.added) What If? (\(articles.alreadyMarked) already \(kind.adjective))")
    }

    private static func summarize(_ summary: MarkImportSummary, kind: MarkKind) {
        Console.current.print(
            "imported \(summary.added) (\(summary.alreadyMarked) already \(kind.adjective), \(summary.invalid) invalid)"
        )
    }
}
