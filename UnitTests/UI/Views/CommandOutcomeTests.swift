import ComicData
import Testing

@testable import ComicUI

/// What `sync` and `search` say on stderr, decided without starting the binary.
@Suite("Sync outcomes and search notes")
struct CommandOutcomeTests {
    static func report(failures: [Int] = [], stopReason: String? = nil) -> SyncReport {
        SyncReport(
            newest: 10, stored: 3, missing: [],
            failures: failures.map { ComicFailure(number: $0, reason: .notFound($0)) }, alreadySynced: 0,
            stopReason: stopReason, elapsed: .seconds(1))
    }

    @Test("a sync that fetched everything says nothing and does not fail")
    func clean() {
        let outcome = SyncOutcome.comics(Self.report(), stopped: "sync stopped", rerun: "xkcd sync")
        #expect(outcome.warnings.isEmpty)
        #expect(outcome.failure == nil)
    }

    @Test("each failed comic is a warning; the run fails saying how many and how to retry")
    func failures() {
        let outcome = SyncOutcome.comics(Self.report(failures: [4, 7]), stopped: "sync stopped", rerun: "xkcd sync")
        #expect(outcome.warnings.count == 2)
        #expect(outcome.warnings.first?.hasPrefix("warning: comic 4 not fetched: ") == true)
        #expect(outcome.failure == "2 comics could not be fetched; run `xkcd sync` again to retry")
        #expect(outcome.exitCode == 1)
    }

    @Test("a stopped run says why and how to continue, whatever failed before")
    func stopped() {
        let outcome = SyncOutcome.comics(
            Self.report(failures: [4], stopReason: "the server is gone"), stopped: "fetching stopped",
            rerun: "xkcd bookmarks import f")
        #expect(
            outcome.failure == "fetching stopped: the server is gone; run `xkcd bookmarks import f` again to continue")
    }

    @Test("missing images exit 3; explanations warn about 20 failures at most, then how many more")
    func imagesAndExplanations() {
        let images = ImageSyncReport(
            fetched: 1, fetchedBytes: 10, keptFromCache: 0, alreadyKept: 0, withoutImage: [],
            failures: [ImageFailure(number: 5, reason: .httpStatus(404))], keptImages: 1, keptBytes: 10,
            elapsed: .seconds(1))
        #expect(SyncOutcome.images(images).exitCode == 3)
        #expect(SyncOutcome.images(images).failure?.hasPrefix("1 image could not be saved") == true)

        let explained = ExplanationSyncReport(
            comics: 30, saved: 5, unchanged: 0, withoutPage: [],
            failures: (1...25).map { ExplanationSyncReport.Failure(number: $0, reason: "gone") }, stopReason: nil,
            elapsed: .seconds(1))
        let outcome = SyncOutcome.explanations(explained, rerun: "xkcd sync --explain")
        #expect(outcome.warnings.count == 21)
        #expect(outcome.warnings.last == "warning: and 5 more")
        #expect(outcome.failure == "25 explanations could not be saved; run `xkcd sync --explain` again to retry")
        #expect(outcome.exitCode == 3)
    }

    @Test("counts in the thousands are grouped, as elsewhere: 3,103 explanations, 3,103 images")
    func groupedCounts() {
        let explained = ExplanationSyncReport(
            comics: 3_104, saved: 3_103, unchanged: 0, withoutPage: [1], failures: [], stopReason: nil,
            elapsed: .seconds(1))
        #expect(SyncProgressView.summary(explained).hasPrefix("Saved 3,103 explanations; 1 comic without a page"))
        let images = ImageSyncReport(
            fetched: 0, fetchedBytes: 0, keptFromCache: 0, alreadyKept: 0, withoutImage: [],
            failures: (1...3_103).map { ImageFailure(number: $0, reason: .httpStatus(404)) }, keptImages: 0,
            keptBytes: 0, elapsed: .seconds(1))
        #expect(SyncOutcome.images(images).failure?.hasPrefix("3,103 images could not be saved") == true)
    }

    @Test("sync --images' summary says how much text and metadata was left out of how many images")
    func leftOutSaid() {
        let report = ImageSyncReport(
            fetched: 40, fetchedBytes: 376_000_000, keptFromCache: 0, alreadyKept: 0, withoutImage: [], failures: [],
            keptImages: 40, keptBytes: 200_000, elapsed: .seconds(1),
            leftOut: LeftOutBytes(images: 40, bytes: 375_800_000))
        let summary = SyncProgressView.imageSummary(report)
        #expect(
            summary.contains("; \(NumberText.bytes(375_800_000)) of text and metadata in 40 images not kept"),
            "\(summary)")
        let plain = ImageSyncReport(
            fetched: 1, fetchedBytes: 10, keptFromCache: 0, alreadyKept: 0, withoutImage: [], failures: [],
            keptImages: 1, keptBytes: 10, elapsed: .seconds(1))
        #expect(!SyncProgressView.imageSummary(plain).contains("not kept"))
    }

    @Test("sync --images stopped by failures in a row: one line saying why and how to continue, 20 warnings, exit 3")
    func imagesStopped() {
        let images = ImageSyncReport(
            fetched: 0, fetchedBytes: 0, keptFromCache: 0, alreadyKept: 0, withoutImage: [],
            failures: (1...64).map { ImageFailure(number: $0, reason: .network(reason: "slow")) }, keptImages: 0,
            keptBytes: 0, elapsed: .seconds(1), stopReason: "64 images failed in a row (last: slow)")
        let outcome = SyncOutcome.images(images)
        #expect(outcome.exitCode == 3)
        #expect(
            outcome.failure
                == "sync --images stopped: 64 images failed in a row (last: slow); run `xkcd sync --images` again to continue"
        )
        #expect(outcome.warnings.count == 21)
        #expect(outcome.warnings.last == "warning: and 44 more")
    }

    @Test("search quotes a long query cut to one short line")
    func longQueryCut() {
        let words = (1...3_000).map { "word\($0)" }
        let quoted = SearchReport.quoted(words)
        #expect(quoted.count == SearchReport.maximumQuotedLength)
        #expect(quoted.hasPrefix("word1 word2 ") && quoted.hasSuffix("…"))
        #expect(SearchReport.quoted(["tiny", "query"]) == "tiny query")
    }

    @Test("search's note: nothing cached, part of the archive (with its explanations), or none when all of it")
    func coverage() {
        #expect(
            SearchCoverage(searchedCount: 0, archiveCount: 3_104).note?.hasPrefix("no comics are cached yet") == true)
        #expect(
            SearchCoverage(searchedCount: 1_200, archiveCount: 3_104, explainedCount: 40).note
                == "searched 1,200 of 3,104 comics (40 explained); run `xkcd sync` for all")
        #expect(SearchCoverage(searchedCount: 3_104, archiveCount: 3_104).note == nil)
    }
}
