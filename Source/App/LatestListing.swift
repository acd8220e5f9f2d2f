import ComicData
import ComicUI

/// The newest comics printed as plain text or JSON: `xkcd latest`, and `xkcd`
/// when its output is not a terminal (see `LatestReport`).
enum LatestListing {
    static func print(
        count: Int, json: Bool, unread: Bool = false, from environment: AppEnvironment
    ) async throws {
        let read = try await environment.readMarkStore.markedNumbers()
        let first = try await environment.latest.loadFirst(
            count, excluding: unread ? read : [], limits: LatestReport.limits(unread: unread))
        let report = try LatestReport.report(
            first, count: count, read: read, unread: unread, json: json, offline: environment.settings.offline,
            output: TextOutput(color: environment.settings.color),
            cacheProblem: await environment.services.cacheProblemNote())
        try report.emit()
    }
}
