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
        name: .customLong("db"), help: "The database file (env XKCD_DB; default $XDG_DATA_HOME/xkcd/xkcd.sqlite).",
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

    /// The settings flags on this command line give.
    var flags: [SettingKey: String] {
        var flags: [SettingKey: String] = [:]
        flags[.baseURL] = baseURLText
        flags[.explainURL] = explainURLText
        flags[.whatIfURL] = whatIfURLText
        flags[.db] = databasePath
        flags[.color] = colorChoice?.rawValue
        return flags
    }

    /// This run's settings, resolved once from these flags and the command's
    /// own (`more`: `--images`, `--no-mouse`), the environment and the config file.
    func settings(_ more: [SettingKey: String]...) throws -> Settings {
        try load(more).settings
    }

    /// The settings, and the config file they read (for `xkcd config`); a bad value exits 64 in one line.
    func load(_ more: [[SettingKey: String]]) throws -> (settings: Settings, filePath: String, file: SettingsFile?) {
        // Each key has one flag, so the groups never name the same key.
        let all = more.reduce(flags) { merged, group in merged.merging(group) { first, _ in first } }
        do {
            var loaded = try Settings.load(flags: all, environment: Console.current.environment)
            loaded.settings.offline = offline
            return loaded
        } catch {
            throw CommandFailure(error.description, exitCode: ExitCode.validationFailure.rawValue)
        }
    }
}

/// A flag's value gets the check every setting gets, reported as argument-parser reports a bad flag.
enum SettingFlags {
    static func check(_ flags: [SettingKey: String]) throws {
        do { try Settings.checkFlags(flags) } catch { throw ValidationError(error.description) }
    }
}

extension ColorChoice: ExpressibleByArgument {}
