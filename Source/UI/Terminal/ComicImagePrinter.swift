import ComicData
import Foundation

#if canImport(Glibc)
import Glibc
#endif

/// Prints a comic's image above its text for `xkcd show`; a problem with
/// the image is a note (on stderr), never a failed command.
public struct ComicImagePrinter: Sendable {
    let settings: ReaderImageSettings
    let loader: ComicImageLoader
    let note: @Sendable (String) -> Void

    public init(settings: ReaderImageSettings, loader: ComicImageLoader, note: @escaping @Sendable (String) -> Void) {
        self.settings = settings
        self.loader = loader
        self.note = note
    }

    /// Nil when the profile draws no image on this output.
    public init?(
        profile: TerminalProfile, loader: @autoclosure () -> ComicImageLoader,
        note: @escaping @Sendable (String) -> Void
    ) {
        guard let drawing = ReaderImageSettings.forOutput(profile) else { return nil }
        self.init(settings: drawing, loader: loader(), note: note)
    }

    /// The image must come by `deadline`, the end of the command's network
    /// phase (the comic's own request may have used most of it). `best`: the
    /// comic's best image (`ComicImageLoader.bestImage`), not the normal one.
    public func print(_ comic: Comic, best: Bool = false, before deadline: ContinuousClock.Instant) async throws {
        let image: ComicImage
        do {
            guard let loaded = try await Self.load(comic, best: best, from: loader, before: deadline) else {
                note("note: comic \(comic.number): image unavailable: the network took too long")
                return
            }
            image = loaded
        } catch let unavailable as ImageUnavailable {
            note("note: comic \(comic.number): image unavailable: \(unavailable.description)")
            return
        }
        if let reason = image.notSavedReason {
            note("note: comic \(comic.number): image not saved for offline reading: \(reason)")
        }
        let size = Self.terminalSize()
        let encoder = ChafaImageEncoder(graphics: settings.graphics, cell: settings.cell)
        // The whole comic on one screen, with a line to spare for the title below.
        let encoded = encoder.encode(image.image, maximumColumns: size.columns, maximumRows: max(10, size.rows - 2))
        try encoded.print()
    }

    /// The image, or nil when `deadline` comes first (its request is cancelled).
    private static func load(
        _ comic: Comic, best: Bool, from loader: ComicImageLoader, before deadline: ContinuousClock.Instant
    ) async throws -> ComicImage? {
        try await withThrowingTaskGroup(of: ComicImage?.self) { group in
            group.addTask { try await best ? loader.bestImage(for: comic) : loader.image(for: comic) }
            group.addTask {
                try await Task.sleep(until: deadline)
                return nil
            }
            defer { group.cancelAll() }
            return try await group.next() ?? nil
        }
    }

    /// The size of the terminal the output ends up on: stdout, else (piped
    /// into `less -R`, say) stderr or stdin; 80×24 when none is a terminal.
    private static func terminalSize() -> TerminalSize {
        let terminal = [STDOUT_FILENO, STDERR_FILENO, STDIN_FILENO].first { TerminalEnvironment.isTerminal($0) }
        return terminal.map { TerminalSize.current(of: $0) } ?? .fallback
    }
}
