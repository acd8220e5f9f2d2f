import ArgumentParser
import ComicData
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
        name: .customLong("db"), help: "The database file (env XKCD_DB; default $XDG_DATA_HOME/xkcd/xkcd.sqlite).",
        completion: .file())
    var databasePath: String?

    @Flag(help: "Use no network at all: cached comics and bookmarks only.")
    var offline = false

    @Option(
        name: .customLong("color"),
        help: "Colour and styles (env XKCD_COLOR; default auto: on a terminal only, and not with NO_COLOR set).")
    var colorChoice: ColorChoice?

    /// The flag, else auto (which defers to `XKCD_COLOR` and the config file).
    var color: ColorChoice { colorChoice ?? .auto }

    func validate() throws {
        // The config file first: its settings stand in for unset variables (Config/AppConfig.swift).
        try AppConfig.applyOnce()
        // A flag wins over the environment and the file, `--color auto` too.
        if colorChoice == .auto { setenv("XKCD_COLOR", "auto", 1) }
        _ = try baseURL()
        _ = try explainURL()
    }

    /// The flag, else `XKCD_BASE_URL`, else https://xkcd.com.
    func baseURL(environment: [String: String] = ProcessInfo.processInfo.environment) throws -> URL {
        if let text = baseURLText {
            return try BaseURLCheck.url(text, source: "--base-url")
        }
        guard let text = environment["XKCD_BASE_URL"], !text.isEmpty else {
            return RemoteComicDataSource.Configuration.defaultBaseURL
        }
        return try BaseURLCheck.url(text, source: "XKCD_BASE_URL")
    }
}

extension GlobalOptions {
    /// The flag, else `XKCD_EXPLAIN_URL`, else explain xkcd's own api.php.
    func explainURL(environment: [String: String] = ProcessInfo.processInfo.environment) throws -> URL {
        if let text = explainURLText {
            return try BaseURLCheck.url(text, source: "--explain-url")
        }
        guard let text = environment["XKCD_EXPLAIN_URL"], !text.isEmpty else {
            return ExplainWikiConfiguration.defaultAPIURL
        }
        return try BaseURLCheck.url(text, source: "XKCD_EXPLAIN_URL")
    }
}

extension ColorChoice: ExpressibleByArgument {}
