import ComicData
import ComicUI
import Foundation

/// What the reader and `show` need for images: how to draw them and where they come from.
struct ReaderImages {
    let settings: ReaderImageSettings
    let loader: ComicImageLoader

    /// Nil when `--images` (or `XKCD_IMAGES`, or `auto` on this terminal) says none.
    init?(
        options: ImageOptions, environment: AppEnvironment,
        processEnvironment: [String: String] = ProcessInfo.processInfo.environment
    ) throws {
        let mode = try options.mode(environment: processEnvironment)
        guard
            let graphics = mode.graphics(
                environment: processEnvironment, outputIsTerminal: TerminalEnvironment.isOutputTerminal)
        else { return nil }
        settings = ReaderImageSettings(graphics: graphics, cell: CellGeometry.current())
        loader = environment.imageLoader(cache: options.cache)
    }
}
