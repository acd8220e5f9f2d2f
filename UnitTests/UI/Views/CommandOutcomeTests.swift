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
