import ArgumentParser
import ComicData
import ComicSettings
import ComicUI
import Foundation

/// Options every command takes.
struct GlobalOptions: ParsableArguments {
    @Option(
        name: .customLong("base-url"), help: "The xkcd site to read from (env XKCD_BASE_URL; default https://xkcd.com)."
    )
    var baseURLText: String?

    @Option(
        name: .customLong("explain-url"),
        help: "explain xkcd's api.php (env XKCD_EXPLAIN_URL; default https://www.explainxkcd.com/wiki/api.php).")
    var explainURLText: String?

    @Option(
        name: .customLong("whatif-url"),
        help: "The What If? site (env XKCD_WHATIF_URL; default https://what-if.xkcd.com).")
    var whatIfURLText: String?

    @Option(
        name: .customLong("db"), help: "The database file (env XKCD_DB; default \(DatabaseLocation.standard)).",
        completion: .file())
    var databasePath: String?

    @Flag(help: "Use no network at all: cached comics and bookmarks only.")
    var offline = false

    @Option(
        name: .customLong("color"),
        help: "Colour and styles (env XKCD_COLOR; default auto: on a terminal only, and not with NO_COLOR set).")
    var colorChoice: ColorChoice?

    func validate() throws {
        try SettingFlags.check(flags)
    }

    /// The settings flags on this command line give, as the parser typed them.
    var flags: [SettingKey: SettingFlag] {
        var flags: [SettingKey: SettingFlag] = [:]
        flags[.baseURL] = baseURLText.map(SettingFlag.text)
        flags[.explainURL] = explainURLText.map(SettingFlag.text)
        flags[.db] = databasePath.map(SettingFlag.text)
        flags[.color] = colorChoice.map(SettingFlag.color)
        flags[.whatIfURL] = whatIfURLText.map(SettingFlag.text)
        return flags
    }

    /// This run's settings, resolved once from these flags and the command's
    /// own (`more`: `--images`, `--no-mouse`), the environment and the config file.
    func settings(_ more: [SettingKey: SettingFlag]...) throws -> Settings {
        try load(more).settings
    }

    /// The settings, and the config file they read (for `xkcd config`); a bad value exits 64 in one line.
    func load(_ more: [[SettingKey: SettingFlag]]) throws -> (settings: Settings, filePath: String, file: SettingsFile?)
    {
        // Each key has one flag, so the groups never name the same key.
        let all = more.reduce(flags) { merged, group in merged.merging(group) { first, _ in first } }
        do {
            let console = Console.current
            var loaded = try Settings.load(
                flags: all, environment: console.environment, outputIsTerminal: console.isOutputTerminal)
            loaded.settings.offline = offline
            return loaded
        } catch {
            throw CommandFailure(error.description, exitCode: ExitCode.validationFailure.rawValue)
        }
    }
}

/// A flag's value gets the check every setting gets, reported as argument-parser reports a bad flag.
enum SettingFlags {
    static func check(_ flags: [SettingKey: SettingFlag]) throws {
        do { try Settings.checkFlags(flags) } catch { throw ValidationError(error.description) }
    }
}

extension ColorChoice: ExpressibleByArgument {}
