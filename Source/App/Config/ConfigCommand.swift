import ArgumentParser
import ComicData
import ComicUI
import Foundation

/// `xkcd config`: the settings in effect, and where each came from.
struct ConfigCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "config",
        abstract: "Show the settings in effect and where each comes from.",
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
        let loaded = try AppConfig.applyOnce()
        print("config file: \(TerminalSanitizer.line(loaded.path))\(loaded.file == nil ? " (none)" : "")")
        for line in Self.lines(loaded, flags: flags) {
            print(line)
        }
    }

    /// The flags given on this command line, by key.
    var flags: [String: String] {
        var flags: [String: String] = [:]
        flags["base-url"] = global.baseURLText
        flags["explain-url"] = global.explainURLText
        flags["db"] = global.databasePath
        flags["images"] = images.modeText
        flags["color"] = global.colorChoice?.rawValue
        if reader.noMouse { flags["mouse"] = "off" }
        return flags
    }

    /// `key = value  (source)` for every key.
    static func lines(_ loaded: AppConfig.Loaded, flags: [String: String]) -> [String] {
        let width = ConfigKey.all.map(\.name.count).max() ?? 0
        return ConfigKey.all.map { key in
            let (value, source) = effective(key, loaded: loaded, flags: flags)
            let name = key.name.padding(toLength: width, withPad: " ", startingAt: 0)
            return "\(name) = \(TerminalSanitizer.line(value))  (\(source))"
        }
    }

    static func effective(_ key: ConfigKey, loaded: AppConfig.Loaded, flags: [String: String]) -> (String, String) {
        if let flag = flags[key.name] { return (flag, "flag --\(key.name == "mouse" ? "no-mouse" : key.name)") }
        if let value = loaded.environment[key.variable], !value.isEmpty {
            return (shown(value, key), "environment \(key.variable)")
        }
        if let file = loaded.file, let setting = file.setting(key) {
            return (shown(setting.value, key), "\(file.path):\(setting.line)")
        }
        return (key.defaultValue, "default")
    }

    /// A toggle's 1 or 0 as on or off; a URL without its credentials.
    private static func shown(_ value: String, _ key: ConfigKey) -> String {
        if key.defaultValue == "on" || key.defaultValue == "off" {
            return ["1", "on", "yes", "true"].contains(value.lowercased()) ? "on" : "off"
        }
        return ["base-url", "explain-url"].contains(key.name) ? BaseURLCheck.redacted(value) : value
    }
}
