import ArgumentParser
import ComicData
import Foundation

/// Options every command takes.
struct GlobalOptions: ParsableArguments {
    @Option(name: .customLong("base-url"), help: "The xkcd site to read from (env XKCD_BASE_URL; default https://xkcd.com).")
    var baseURLText: String?

    @Option(name: .customLong("db"), help: "The database file (env XKCD_DB; default $XDG_DATA_HOME/xkcd/xkcd.sqlite).")
    var databasePath: String?

    @Flag(help: "Use no network at all: cached comics and bookmarks only.")
    var offline = false

    /// The flag, else `XKCD_BASE_URL`, else https://xkcd.com.
    func baseURL(environment: [String: String] = ProcessInfo.processInfo.environment) throws -> URL {
        guard let text = baseURLText ?? environment["XKCD_BASE_URL"], !text.isEmpty else {
            return RemoteComicDataSource.Configuration.defaultBaseURL
        }
        guard let url = URL(string: text), let scheme = url.scheme?.lowercased(),
              scheme == "http" || scheme == "https", url.host != nil
        else {
            throw CommandFailure("--base-url must be an http or https URL, got '\(text)'")
        }
        return url
    }
}
