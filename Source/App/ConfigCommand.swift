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

    @OptionGroup var reader: ReaderOptions

    func run() async throws {
        let loaded = try global.load([images.flags, reader.flags])
        print("config file: \(TerminalSanitizer.line(loaded.filePath))\(loaded.file == nil ? " (none)" : "")")
        for line in Self.lines(loaded.settings) {
            print(line)
        }
    }

    /// `key = value  (source)` for every key.
    static func lines(_ settings: Settings) -> [String] {
        let width = SettingKey.allCases.map(\.name.count).max() ?? 0
        return SettingKey.allCases.map { key in
            let name = key.name.padding(toLength: width, withPad: " ", startingAt: 0)
            let value = TerminalSanitizer.line(key.shown(in: settings))
            return "\(name) = \(value)  (\(TerminalSanitizer.line(settings.source(of: key).description)))"
        }
    }
}
