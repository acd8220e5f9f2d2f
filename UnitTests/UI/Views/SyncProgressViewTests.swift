import ComicData
import ComicUI
import Testing

@Suite("Sync progress text")
struct SyncProgressViewTests {
    @Test("bar, counts, rate, time left and failures, within the width")
    func progressLine() {
        let progress = SyncProgress(completed: 1_551, total: 3_103, failed: 2, elapsed: .seconds(5))

        let line = SyncProgressView.line(progress, width: 80)

        // Half done: half the bar filled (37 cells fit beside the figures).
        #expect(line.hasPrefix("[" + String(repeating: "#", count: 18) + String(repeating: "-", count: 19) + "]"))
        #expect(line.hasSuffix("]  1,551/3,103  310/s  0:05 left  2 failed"))
        #expect(line.count <= 80)
    }

    @Test("a narrow terminal gets the figures alone, cut to fit")
    func narrow() {
        let progress = SyncProgress(completed: 10, total: 3_103, failed: 0, elapsed: .seconds(1))

        #expect(SyncProgressView.line(progress, width: 20).count <= 20)
        #expect(SyncProgressView.line(progress, width: 20).hasPrefix("10/3,103"))
    }

    @Test("before anything is done: no rate, no time left")
    func start() {
        let line = SyncProgressView.line(SyncProgress(completed: 0, total: 50, failed: 0, elapsed: .zero), width: 60)

        #expect(line.hasSuffix("]  0/50"))
    }

    @Test("summary: stored, missing, failed, time, and how far the archive is")
    func summary() {
        let report = SyncReport(
            newest: 3_104, stored: 3_100, missing: [404],
            failures: [ComicFailure(number: 1608, reason: .notFound(1608))],
            alreadySynced: 2, stopReason: nil, elapsed: .milliseconds(9_870))

        #expect(
            SyncProgressView.summary(report)
                == "Synced 3,100 comics; 1 number does not exist (404); 1 failed in 9.9 s; 3,103 of 3,104 numbers done."
        )
    }

    @Test("nothing to do: up to date")
    func upToDate() {
        let report = SyncReport(
            newest: 3_104, stored: 0, missing: [], failures: [], alreadySynced: 3_104, stopReason: nil, elapsed: .zero)

        #expect(SyncProgressView.summary(report) == "Up to date: every comic through 3,104 is cached.")
    }

    @Test("nothing fetched but numbers still lacking: not up to date")
    func lackingIsNotUpToDate() {
        let report = SyncReport(
            newest: 3_104, stored: 0, missing: [], failures: [], alreadySynced: 3_094, stopReason: nil, elapsed: .zero,
            lacking: 10)

        #expect(
            SyncProgressView.summary(report)
                == "Synced 0 comics in 0.0 s; 3,094 of 3,104 numbers done. 10 still not cached: `xkcd sync` asks for them again."
        )
    }
}
