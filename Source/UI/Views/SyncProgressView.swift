import ComicData

/// The text of `xkcd sync`'s progress bar and summary: pure, no escape codes.
public enum SyncProgressView {
    /// `[#######-------------]  1,234/3,103  312/s  0:06 left  2 failed`, cut to `width`.
    public static func line(_ progress: SyncProgress, width: Int) -> String {
        var parts = ["\(NumberText.grouped(progress.completed))/\(NumberText.grouped(progress.total))"]
        if let bytes = progress.bytes { parts.append(NumberText.bytes(bytes)) }
        if let rate = progress.rate { parts.append("\(Int(rate.rounded()))/s") }
        if let remaining = progress.remaining, progress.completed < progress.total {
            parts.append("\(clock(remaining)) left")
        }
        if progress.failed > 0 { parts.append("\(NumberText.grouped(progress.failed)) failed") }
        let figures = parts.joined(separator: "  ")
        let barWidth = min(40, width - figures.count - 4)
        guard barWidth >= 10 else { return TerminalText.truncate(figures, toWidth: max(1, width)) }
        let fraction = progress.total > 0 ? Double(progress.completed) / Double(progress.total) : 1
        let filled = min(barWidth, Int((fraction * Double(barWidth)).rounded(.down)))
        let bar = "[" + String(repeating: "#", count: filled) + String(repeating: "-", count: barWidth - filled) + "]"
        return bar + "  " + figures
    }

    /// One line: what the run stored, what does not exist, what failed, how long it took.
    public static func summary(_ report: SyncReport) -> String {
        let cached = report.alreadySynced + report.stored + report.missing.count
        if report.stored == 0, report.missing.isEmpty, report.failures.isEmpty, report.stopReason == nil,
            report.lacking == 0
        {
            return "Up to date: every comic through \(NumberText.grouped(report.newest)) is cached."
        }
        var text = "Synced \(NumberText.grouped(report.stored)) comic\(report.stored == 1 ? "" : "s")"
        if !report.missing.isEmpty {
            text +=
                "; \(NumberText.grouped(report.missing.count)) number\(report.missing.count == 1 ? " does" : "s do") not exist"
            if report.missing.count <= 5 { text += " (\(report.missing.map(String.init).joined(separator: ", ")))" }
        }
        if !report.failures.isEmpty { text += "; \(NumberText.grouped(report.failures.count)) failed" }
        text +=
            " in \(seconds(report.elapsed)); \(NumberText.grouped(cached)) of \(NumberText.grouped(report.newest)) numbers done."
        if report.lacking > 0 {
            text += " \(NumberText.grouped(report.lacking)) still not cached: `xkcd sync` asks for them again."
        }
        return text
    }

    /// One line for `sync --images`: what was saved, skipped and missing, and the disk the images use.
    public static func imageSummary(_ report: ImageSyncReport) -> String {
        func images(_ count: Int) -> String { "\(NumberText.grouped(count)) image\(count == 1 ? "" : "s")" }
        var text = "Saved \(images(report.fetched)) (\(NumberText.bytes(report.fetchedBytes)))"
        if report.keptFromCache > 0 { text += ", kept \(NumberText.grouped(report.keptFromCache)) from the cache" }
        if !report.withoutImage.isEmpty {
            text += "; \(NumberText.grouped(report.withoutImage.count)) comic"
            text += report.withoutImage.count == 1 ? " has no image" : "s have no image"
        }
        let notTried = report.notTried
        if report.failures.count > notTried {
            text += "; \(NumberText.grouped(report.failures.count - notTried)) missing"
        }
        if notTried > 0 { text += "; \(NumberText.grouped(notTried)) not tried" }
        if report.leftOut.bytes > 0 {
            text +=
                "; \(NumberText.bytes(report.leftOut.bytes)) of text and metadata in \(images(report.leftOut.images))"
            text += " not kept"
        }
        text += " in \(seconds(report.elapsed)); "
        text += "kept for offline reading: \(images(report.keptImages)), \(NumberText.bytes(report.keptBytes)) on disk."
        return text
    }

    /// 75 s → "1:15".
    static func clock(_ duration: Duration) -> String {
        let total = max(0, Int(duration.components.seconds))
        let seconds = total % 60
        return "\(total / 60):\(seconds < 10 ? "0" : "")\(seconds)"
    }

    /// 9.87 s → "9.9 s".
    static func seconds(_ duration: Duration) -> String {
        let tenths = Int(
            (Double(duration.components.seconds) * 10 + Double(duration.components.attoseconds) / 1e17).rounded())
        return "\(tenths / 10).\(tenths % 10) s"
    }
}
