import ComicData
import ComicUI

/// The newest comics printed as plain text or JSON: `xkcd latest`, and `xkcd`
/// when its output is not a terminal (see `LatestReport`).
enum LatestListing {
    static func print(
        count: Int, json: Bool, unread: Bool = false, from environment: AppEnvironment
    ) async throws {
        let report = try await LatestReport.report(
            count: count, json: json, unread: unread, from: environment.services,
            output: TextOutput(profile: environment.settings.terminal))
        try report.emit()
    }
}
