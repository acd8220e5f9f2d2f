import ArgumentParser
import ComicData
import Foundation

/// Options every command takes.
struct GlobalOptions: ParsableArguments {
    @Option(name: .customLong("base-url"), help: "The xkcd site to read from (env XKCD_BASE_URL).")
    var baseURLText: String?

    /// The flag, else `XKCD_BASE_URL`, else https://xkcd.com.
    func baseURL(environment: [String: String] = ProcessInfo.processInfo.environment) throws -> URL {
        guard let text = baseURLText ?? environment["XKCD_BASE_URL"], !text.isEmpty else {
            return RemoteComicDataSource.Configuration.defaultBaseURL
        }
        guard let url = URL(string: text), let scheme = url.scheme?.lowercased(),
              scheme == "http" || scheme == "https", url.host != nil
        else {
            throw ValidationError("--base-url must be an http or https URL, got '\(text)'")
        }
        return url
    }
}
