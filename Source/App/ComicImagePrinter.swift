import ComicData
import ComicUI
import Foundation

#if canImport(Glibc)
import Glibc
#endif

/// Prints a comic's image above its text for `xkcd show`; a problem with
/// the image is a note on stderr, never a failed command.
struct ComicImagePrinter {
    let images: ReaderImages

    /// The printer `options` ask for, or nil when images are off (`none`,
    /// or `auto` on a pipe or with NO_COLOR).
    init?(options: ImageOptions, environment: AppEnvironment) throws {
        guard let images = try ReaderImages(options: options, environment: environment) else { return nil }
        self.images = images
    }

    func print(_ comic: Comic) async throws {
        let image: ComicImage
        do {
            image = try await images.loader.image(for: comic)
        } catch let unavailable as ImageUnavailable {
            Notes.write("note: comic \(comic.number): image unavailable: \(unavailable.description)")
            return
        }
        if let reason = image.notSavedReason {
            Notes.write("note: comic \(comic.number): image not saved for offline reading: \(reason)")
        }
        let size = Self.terminalSize()
        let encoder = ChafaImageEncoder(graphics: images.settings.graphics, cell: images.settings.cell)
        // The whole comic on one screen, with a line to spare for the title below.
        let encoded = encoder.encode(image.image, maximumColumns: size.columns, maximumRows: max(10, size.rows - 2))
        do {
            try encoded.print()
        } catch {
            throw CommandFailure(error.description)
        }
    }

    /// The size of the terminal the output ends up on: stdout, else (piped
    /// into `less -R`, say) stderr or stdin; 80×24 when none is a terminal.
    private static func terminalSize() -> TerminalSize {
        let terminal = [STDOUT_FILENO, STDERR_FILENO, STDIN_FILENO].first { TerminalEnvironment.isTerminal($0) }
        return terminal.map { TerminalSize.current(of: $0) } ?? .fallback
    }
}
