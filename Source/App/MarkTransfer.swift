import ArgumentParser
import ComicData
import ComicUI
import Foundation

extension MarkFileFormat: ExpressibleByArgument {}

/// What `bookmarks export|import` and `marks export|import` share.
enum MarkTransfer {
    static func export(_ kind: MarkKind, format: MarkFileFormat, global: GlobalOptions) async throws {
        try await CommandFailure.reporting {
            let marks = try await MarkTransferStore(database: AppEnvironment(settings: global.settings()).database)
                .exportedMarks(
                    kind)
            print(MarkFileWriter.text(marks, kind: kind, format: format), terminator: "")
        }
    }

    /// Reads the whole file before the database is opened: a file refused
    /// changes nothing, not even by creating the database.
    static func `import`(
        _ kind: MarkKind, file: String, global: GlobalOptions, imageCache: ImageCacheOptions
    ) async throws {
        try await CommandFailure.reporting {
            let name = file == "-" ? "standard input" : file
            let entries: [MarkEntry]
            do {
                entries = try MarkFileReader.entries(in: try contents(of: file), kind: kind)
            } catch let error as MarkFileError {
                // A wrong number in the file is refused like one on the command line.
                throw CommandFailure(
                    "\(name): \(error); nothing imported", exitCode: ExitCode.validationFailure.rawValue)
            }
            let environment = try AppEnvironment(settings: global.settings())
            let summary = try await MarkTransferStore(database: environment.database).importMarks(
                entries, kind: kind, now: Date())
            print("imported \(summary.added) (\(summary.alreadyMarked) already \(kind.adjective), 0 invalid)")
            guard kind == .bookmark else { return }
            // Standard input cannot be read again: sync fetches whatever the cache lacks, bookmarks included.
            let rerun = file == "-" ? "xkcd sync" : "xkcd bookmarks import \(TerminalSanitizer.line(file))"
            let imported = Set(entries.map(\.number))
            let report = try await fetchBookmarkedComics(
                in: environment, offline: environment.settings.offline, rerun: rerun)
            if let report { try await skipComicsThatDoNotExist(imported, after: report, in: environment) }
            // As `b` and `bookmarks add` do: a bookmark is for reading offline, image included.
            if !environment.settings.offline { await saveImages(of: imported, in: environment, cache: imageCache) }
            if let report { try ArchiveFetch.reportFailures(of: report, stopped: "fetching stopped", rerun: rerun) }
        }
    }

    /// Bookmarks are for reading offline: the comics they lack are fetched
    /// now, as sync fetches (unless `--offline`). Nil when nothing was fetched.
    private static func fetchBookmarkedComics(
        in environment: AppEnvironment, offline: Bool, rerun: String
    ) async throws -> SyncReport? {
        let numbers = try await BookmarkStore(database: environment.database).numbersNotCached()
        guard !numbers.isEmpty else { return nil }
        guard !offline else {
            Notes.write(
                "note: offline: \(Plural.count(numbers.count, "bookmarked comic")) not cached yet; "
                    + "`xkcd bookmarks list` fetches them when online")
            return nil
        }
        let report: SyncReport
        do {
            report = try await ArchiveFetch.run(
                environment.archiveSync(concurrency: nil), numbers: numbers,
                database: environment.database, rerun: rerun)
        } catch let error as ComicLoadError {
            throw CommandFailure(
                "bookmarks saved, but their comics could not be fetched: \(error); run `\(rerun)` again")
        }
        print("fetched \(Plural.count(report.stored, "comic")) for offline reading")
        return report
    }

    /// A number of the file that a finished fetch did not find (a 404, or
    /// beyond the newest comic) is no comic: named, and not bookmarked, as
    /// `bookmarks add` would refuse it. One that failed stays, to retry.
    private static func skipComicsThatDoNotExist(
        _ imported: Set<Int>, after report: SyncReport, in environment: AppEnvironment
    ) async throws {
        guard report.stopReason == nil else { return }
        let failed = Set(report.failures.map(\.number))
        let notCached = try await BookmarkStore(database: environment.database).numbersNotCached()
        let skipped = notCached.filter { imported.contains($0) && !failed.contains($0) }.sorted()
        guard !skipped.isEmpty else { return }
        try await environment.bookmarkStore.remove(exactly: skipped)
        for number in skipped {
            Notes.write("note: there is no comic \(number): skipped, not bookmarked")
        }
    }

    /// The images of the imported bookmarks that have none saved yet.
    private static func saveImages(
        of imported: Set<Int>, in environment: AppEnvironment, cache: ImageCacheOptions
    ) async {
        guard
            let lacking = try? await ImageStore(database: environment.database).bookmarkedComicsWithoutImages()
                .filter({ imported.contains($0.number) }), !lacking.isEmpty
        else { return }
        let failures = await environment.imageLoader(cache: cache).prefetch(lacking)
        print("saved \(Plural.count(lacking.count - failures.count, "image")) for offline reading")
        for (number, reason) in failures.sorted(by: { $0.key < $1.key }) {
            Notes.write("note: comic \(number): image not saved: \(reason.description)")
        }
    }

    /// The file's bytes, or standard input's for `-`; at most one byte more
    /// than a mark file may hold, so the reader can refuse it.
    private static func contents(of file: String) throws -> Data {
        let handle: FileHandle
        if file == "-" {
            handle = FileHandle.standardInput
        } else {
            // Looked at first: a folder opens but fails its read with a Foundation code; a FIFO blocks.
            if let kind = SpecialFile.kind(atPath: file) {
                throw CommandFailure("cannot import \(file): it is \(kind), not a mark file")
            }
            guard let opened = FileHandle(forReadingAtPath: file) else {
                throw CommandFailure(
                    "cannot read \(file)\(FileManager.default.fileExists(atPath: file) ? "" : ": no such file")")
            }
            handle = opened
        }
        do {
            return try handle.read(upToCount: MarkFileReader.maximumBytes + 1) ?? Data()
        } catch {
            throw CommandFailure("cannot read \(file == "-" ? "standard input" : file): \(error.localizedDescription)")
        }
    }
}
