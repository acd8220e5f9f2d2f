import ComicData
import ComicUI
import Foundation

/// The full-screen reader over this environment: `ReaderPump` with the
/// environment's services, and where the last run left Latest's selection.
struct InteractiveReader {
    let environment: AppEnvironment
    /// How roles look on this terminal (`--color`, NO_COLOR).
    var theme = TerminalTheme.plain
    /// Nil when images are off.
    var images: ReaderImages?
    /// Start where the last run left Latest's selection (`--fresh` turns it off).
    var resumes = true
    /// Start on this comic instead, with Latest behind it (`xkcd 327`).
    var startNumber: Int?
    /// The terminal draws East Asian ambiguous-width characters two columns wide.
    var ambiguousIsWide = false

    /// Runs until the person quits; returns the signal that ended it, if one did.
    func run() async throws -> Int32? {
        let resumeNumber =
            resumes && startNumber == nil
            ? try? await ReaderStateStore(database: environment.database).resumeComicNumber() : nil
        let settings = environment.settings
        let pump = ReaderPump(
            services: environment.services,
            images: images.map { LoadedReaderImages(loader: $0.loader, imageHost: environment.imageHost) },
            imageSettings: images?.settings, theme: theme, ambiguousIsWide: ambiguousIsWide,
            asciiOnly: settings.isASCIIOnly(environment: ProcessInfo.processInfo.environment),
            imageDisplay: ImageDisplay(isHidden: settings.imagesHidden), mouse: settings.mouse)
        let ending = try await pump.run(resumeNumber: resumeNumber, startNumber: startNumber)
        // A position that cannot be saved (a read-only database) only means the next run starts at the top.
        if let number = ending.numberToResume {
            try? await ReaderStateStore(database: environment.database).saveResumeComicNumber(number)
        }
        return ending.signal
    }
}
