import ComicData
import ComicSettings
import ComicUI
import Foundation

/// What the reader and `show` need for images: how to draw them and where they come from.
struct ReaderImages {
    let settings: ReaderImageSettings
    let loader: ComicImageLoader

    /// Nil when the `images` setting (or `auto` on this terminal) says none.
    init?(
        cache: ImageCacheOptions, environment: AppEnvironment,
        processEnvironment: [String: String] = ProcessInfo.processInfo.environment
    ) {
        let chosen = environment.settings
        guard
            let graphics = chosen.images.graphics(
                environment: processEnvironment, outputIsTerminal: TerminalEnvironment.isOutputTerminal,
                asciiOnly: chosen.isASCIIOnly(environment: processEnvironment))
        else { return nil }
        settings = ReaderImageSettings(graphics: graphics, cell: CellGeometry.current())
        loader = environment.imageLoader(cache: cache)
    }
}
