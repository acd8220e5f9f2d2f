import ComicData

/// What a finished sync failed at, in the words said on stderr: a warning
/// a failure, and the one line (with how to retry) that ends the run.
public struct SyncOutcome: Sendable, Hashable {
    public let warnings: [String]
    /// Nil when nothing failed.
    public let failure: String?
    public let exitCode: Int32

    /// Comics, as `sync` and `bookmarks import` fetch them.
    public static func comics(_ report: SyncReport, stopped: String, rerun: String) -> SyncOutcome {
        let warnings = report.failures.map { "warning: comic \($0.number) not fetched: \($0.reason.description)" }
        if let reason = report.stopReason {
            return SyncOutcome(warnings, failure: "\(stopped): \(reason); run `\(rerun)` again to continue")
        }
        return SyncOutcome(
            warnings,
            failure: report.failures.isEmpty
                ? nil
                : "\(Plural.count(report.failures.count, "comic")) could not be fetched; run `\(rerun)` again to retry")
    }

    /// `sync --images`: exit 3 when any image is missing; at most 20 warnings.
    public static func images(_ report: ImageSyncReport) -> SyncOutcome {
        let count = report.failures.count
        let warnings = capped(
            report.failures.map { "warning: image of comic \($0.number) not saved: \($0.reason.description)" })
        if let reason = report.stopReason {
            return SyncOutcome(
                warnings, failure: "sync --images stopped: \(reason); run `xkcd sync --images` again to continue",
                exitCode: 3)
        }
        return SyncOutcome(
            warnings,
            failure: count == 0
                ? nil
                : "\(Plural.count(count, "image")) could not be saved; run `xkcd sync --images` again to retry",
            exitCode: 3)
    }

    /// The first 20 warnings, then how many more.
    static func capped(_ warnings: [String]) -> [String] {
        guard warnings.count > 20 else { return warnings }
        return warnings.prefix(20) + ["warning: and \(warnings.count - 20) more"]
    }

    /// `sync --explain`: at most 20 warnings, then how many more.
    public static func explanations(_ report: ExplanationSyncReport, rerun: String) -> SyncOutcome {
        let failures = report.failures
        let warnings = capped(failures.map { "warning: explanation of comic \($0.number) not saved: \($0.reason)" })
        // What was saved stays saved: a partial run is exit 3, as `sync --images`'.
        if let reason = report.stopReason {
            return SyncOutcome(
                warnings, failure: "sync --explain stopped: \(reason); run `\(rerun)` again to continue", exitCode: 3)
        }
        return SyncOutcome(
            warnings,
            failure: failures.isEmpty
                ? nil
                : "\(Plural.count(failures.count, "explanation")) could not be saved; run `\(rerun)` again to retry",
            exitCode: 3)
    }

    init(_ warnings: [String], failure: String?, exitCode: Int32 = 1) {
        self.warnings = warnings
        self.failure = failure
        self.exitCode = exitCode
    }
}
