import ComicTestSupport
import Foundation
import Testing

@testable import ComicData
@testable import ComicUI

/// What `latest`, `bookmarks list`, `marks list` and `bookmarks images` print
/// and note, and how they exit, decided without starting the binary.
@Suite("Command reports")
struct CommandReportTests {
    static let piped = TextOutput(color: .never, environment: [:], isTerminal: false)
    static let terminal = TextOutput(color: .never, environment: ["COLUMNS": "80"], isTerminal: true)

    static func first(_ numbers: [Int], failed: [Int] = [], fromCache: Bool = false, shortfall: String? = nil)
        -> FirstComics
    {
        let state = FeedSnapshot(
            feed: .latest, comics: numbers.map { SyntheticComic.comic(number: $0) },
            failures: failed.map { ComicFailure(number: $0, reason: .notFound($0)) }, isFromCache: fromCache)
        return FirstComics(state: state, shortfall: shortfall)
    }

    static func latest(_ first: FirstComics, count: Int = 3, unread: Bool = false, json: Bool = false)
        throws -> CommandReport
    {
        try LatestReport.report(
            first, count: count, read: [], unread: unread, json: json, offline: false, output: piped,
            cacheProblem: nil)
    }

    @Test("latest piped: tab-separated lines, a failure named on stderr; a walk cut short exits 3 saying why")
    func latest() throws {
        let report = try Self.latest(Self.first([3, 1], failed: [2]))
        #expect(report.output.hasPrefix("3\t"))
        #expect(report.output.split(separator: "\n").count == 2)
        #expect(report.notes == ["warning: comic 2 not loaded: there is no comic 2"])
        #expect(report.exitCode == 0)

        let short = try Self.latest(Self.first([3], shortfall: "incomplete: got 1 of 3 comics"))
        #expect(short.notes.last == "incomplete: got 1 of 3 comics")
        #expect(short.exitCode == CommandReport.incompleteExitCode)
    }

    @Test("latest piped: many failed comics are one summary line, and none besides a walk cut short")
    func latestFailuresSummarized() throws {
        // A walk cut short names the failures in its own line.
        let short = try Self.latest(
            Self.first(
                [60], failed: Array((1...59).reversed()), shortfall: "incomplete: got 1 of 3 comics (59 failed)"),
            json: true)
        #expect(short.notes == ["incomplete: got 1 of 3 comics (59 failed)"])

        // Enough comics, but more failures than are worth a line each.
        let many = try Self.latest(Self.first([9, 8, 7], failed: [6, 5, 4, 3]), count: 3)
        #expect(many.notes == ["warning: 4 comics not loaded, #6 to #3 (comic 6: there is no comic 6)"])
        #expect(many.exitCode == 0)
    }

    @Test("latest from the cache says so; --unread with none exits 1, with fewer than asked says how many")
    func latestNotes() throws {
        #expect(try Self.latest(Self.first([3], fromCache: true)).notes.first?.contains("cached comics") == true)
        let none = try Self.latest(Self.first([]), unread: true)
        #expect(none.exitCode == CommandReport.noMatchExitCode)
        #expect(none.notes == ["note: no unread comics found"])
        let fewer = try Self.latest(Self.first([7]), count: 3, unread: true)
        #expect(fewer.exitCode == 0)
        #expect(fewer.notes == ["note: only 1 unread comic found"])
        #expect(try Self.latest(Self.first([3]), json: true).output.hasPrefix("["))
    }

    static func bookmarks(cached: [Int], notCached: [Int], noSuchComic: [Int] = [])
        -> BookmarkLibrary<InMemoryComicDataSource>.Listing
    {
        let marks = (cached + notCached).enumerated().map {
            ExportedMark(number: $1, title: nil, markedAt: Int64(1_718_000_000_000 - $0))
        }
        return .init(
            marks: .init(marks: marks, comics: cached.map { SyntheticComic.comic(number: $0) }, notCached: notCached),
            noSuchComic: noSuchComic)
    }

    @Test("bookmarks piped: every bookmark a line, the uncached with empty fields and a note; a phantom is named")
    func bookmarksList() throws {
        let listing = Self.bookmarks(cached: [5], notCached: [7, 999_999], noSuchComic: [999_999])
        let report = try MarkListReport.bookmarks(listing, read: [], json: false, output: Self.piped)
        #expect(report.output.split(separator: "\n") == ["5\t2006-01-05\tComic 5", "7\t\t", "999999\t\t"])
        #expect(
            report.notes.first?.hasPrefix("note: there is no comic #999999; 'xkcd bookmarks remove 999999'") == true)
        #expect(report.notes.last == "note: not cached yet: #7")

        let shown = try MarkListReport.bookmarks(listing, read: [], json: false, output: Self.terminal)
        let plain = shown.output.replacing(/\u{1B}\[[0-9;]*m/, with: "")
        #expect(plain.contains("    7 *  (not cached yet)"))
        #expect(plain.contains("999999 *  (no such comic)"))
        #expect(shown.notes.count == 1)
    }

    @Test("no bookmarks: a note how to add one, and JSON is an empty array with no note")
    func noBookmarks() throws {
        let empty = Self.bookmarks(cached: [], notCached: [])
        #expect(
            try MarkListReport.bookmarks(empty, read: [], json: false, output: Self.piped).notes.first?.hasPrefix(
                "No bookmarks yet") == true)
        let json = try MarkListReport.bookmarks(empty, read: [], json: true, output: Self.piped)
        #expect(json.notes.isEmpty)
        #expect(json.output.trimmingCharacters(in: .whitespacesAndNewlines) == "[]")
    }

    @Test("bookmarks images: what is missing and why; fetching that saves none exits 1")
    func images() {
        let comic = SyntheticComic.comic(number: 3)
        let before = BookmarkImagesReport.report(
            BookmarkLibrary<InMemoryComicDataSource>.ImageReport(saved: nil, missing: [(comic, nil)], notCached: [8]))
        #expect(before.output.contains("#3 Comic 3: not saved yet (xkcd bookmarks images --fetch)"))
        #expect(before.output.contains("#8: the comic is not cached yet (xkcd bookmarks images --fetch)"))
        #expect(before.output.hasSuffix("1 bookmarked comic is not cached, so its image is not covered.\n"))
        #expect(before.exitCode == 0)

        let failed = BookmarkImagesReport.report(
            BookmarkLibrary<InMemoryComicDataSource>.ImageReport(
                saved: 0, missing: [(comic, .httpStatus(404))], notCached: []))
        #expect(failed.output.hasPrefix("Saved 0 images.\n"))
        #expect(failed.exitCode == 1)

        let done = BookmarkImagesReport.report(
            BookmarkLibrary<InMemoryComicDataSource>.ImageReport(saved: 2, missing: [], notCached: []))
        #expect(done.output == "Saved 2 images.\nEvery bookmarked comic's image is saved.\n")
    }
}
