import ArgumentParser
import ComicData
import ComicSettings
import ComicUI
import Foundation

/// `xkcd config`: the settings in effect, and where each came from.
struct ConfigCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "config",
        abstract: "Show the settings in effect and where each comes from.",
        usage: "xkcd config [<options>]",
        discussion: """
            Settings come from a flag, else the environment, else the config file \
            ($XDG_CONFIG_HOME/xkcd/config, i.e. ~/.config/xkcd/config: 'key = value' lines, \
            '#' comments), else the default.
            """
    )

    @OptionGroup var global: GlobalOptions

    @OptionGroup var images: ImageOptions

    @OptionGroup var imageCache: ImageCacheOptions

    @OptionGroup var reader: ReaderOptions

    func run() async throws {
        let loaded = try global.load([images.flags, reader.flags])
        let file = "config file: \(TerminalSanitizer.line(loaded.filePath))\(loaded.file == nil ? " (none)" : "")"
        Console.current.print(
            ([file] + loaded.settings.shownLines()).joined(separator: "\n"))
    }
}
