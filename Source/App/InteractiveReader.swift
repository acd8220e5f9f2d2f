import ComicData
import ComicUI
import Foundation

/// The full-screen reader over this environment: `ReaderPump` with the
/// environment's services and settings, and where the last run left Latest's selection.
struct InteractiveReader {
    let environment: AppEnvironment
    let imageCache: ImageCacheOptions
    /// Start where the last run left Latest's selection (`--fresh` turns it off).
    var resumes = true
    /// Start on this comic instead, with Latest behind it (`xkcd 327`).
    var startNumber: Int?

    /// Runs until the person quits; returns the signal that ended it, if one did.
    func run() async throws -> Int32? {
        let resumeNumber =
            resumes && startNumber == nil
            ? try? await ReaderStateStore(database: environment.database).resumeComicNumber() : nil
        let (settings, terminal) = (environment.settings, environment.settings.terminal)
        let imageSettings = ReaderImageSettings.forOutput(terminal)
        let images = imageSettings.map { _ in
            LoadedReaderImages(loader: environment.imageLoader(cache: imageCache), services: environment.services)
        }
        let pump = ReaderPump(
            services: environment.services, images: images, imageSettings: imageSettings,
            theme: terminal.theme, ambiguousIsWide: terminal.ambiguousIsWide, asciiOnly: terminal.asciiOnly,
            imageDisplay: ImageDisplay(isHidden: settings.imagesHidden), mouse: settings.mouse,
            browser: BrowserLauncher(
                facts: terminal.facts.browser, explanationPagePrefix: environment.services.explanationPagePrefix))
        // The reader shows its own waits on its status line; other notes come after it.
        environment.notes.hold()
        let ending = try await pump.run(resumeNumber: resumeNumber, startNumber: startNumber)
        // The screens' work was cancelled, not waited for: let its last write end first.
        await environment.database.settleWrites()
        let unsaved = environment.database.abandonedWrites
        defer { Self.sayAfterwards(environment.notes.release(), unsaved: unsaved) }
        // A position that cannot be saved (a read-only database) only means the next run starts at the top.
        if let number = ending.numberToResume {
            try? await ReaderStateStore(database: environment.database).saveResumeComicNumber(number)
        }
        if let newest = ending.newestSeen { try? await NewComicStore(database: environment.database).noteSeen(newest) }
        return ending.signal
    }

    /// What the person must still hear once the screen is theirs again: the
    /// notes kept meanwhile, and a change lost to another process's lock.
    private static func sayAfterwards(_ notes: [String], unsaved: Int) {
        for note in notes where note != ComicServices.waitingNote { Console.current.note(note) }
        guard unsaved > 0 else { return }
        Console.current.note(
            "note: you quit while another xkcd held the database: the last change (a bookmark or read mark) "
                + "was not saved")
    }
}
