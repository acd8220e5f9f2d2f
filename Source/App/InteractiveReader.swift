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
    /// Wheel and clicks (`--no-mouse`, or `mouse = off` in the config file, turn them off).
    var mouse = true
    /// How images show at the start (`images-hidden = on` in the config file hides them).
    var imageDisplay = ImageDisplay(isHidden: Self.setting("XKCD_IMAGES_HIDDEN") == true)
    /// The terminal shows only ASCII (a non-UTF-8 locale, or `XKCD_ASCII=1`).
    var asciiOnly = TerminalEnvironment.isASCIIOnly(environment: ProcessInfo.processInfo.environment)

    /// Runs until the person quits; returns the signal that ended it, if one did.
    func run() async throws -> Int32? {
        let resumeNumber =
            resumes && startNumber == nil
            ? try? await ReaderStateStore(database: environment.database).resumeComicNumber() : nil
        let pump = ReaderPump(
            services: environment,
            images: images.map { LoadedReaderImages(loader: $0.loader, imageHost: environment.imageHost) },
            imageSettings: images?.settings, theme: theme, ambiguousIsWide: ambiguousIsWide, asciiOnly: asciiOnly,
            imageDisplay: imageDisplay, mouse: mouse && Self.setting("XKCD_MOUSE") != false)
        let ending = try await pump.run(resumeNumber: resumeNumber, startNumber: startNumber)
        // A position that cannot be saved (a read-only database) only means the next run starts at the top.
        if let number = ending.numberToResume {
            try? await ReaderStateStore(database: environment.database).saveResumeComicNumber(number)
        }
        return ending.signal
    }

    /// An on/off variable (the config file sets them as 1 or 0); nil when unset.
    static func setting(_ variable: String) -> Bool? {
        switch ProcessInfo.processInfo.environment[variable]?.lowercased() {
        case "1", "on", "yes", "true": true
        case "0", "off", "no", "false": false
        default: nil
        }
    }
}
