import ComicSettings
import Testing

/// `xkcd config`'s line for explain-url: its value, credentials hidden, and where it came from.
@Suite("explain-url as xkcd config shows it")
struct ExplainURLShownTests {
    func line(flags: [SettingKey: SettingFlag] = [:], environment: [String: String] = [:]) throws -> String? {
        try Settings.resolve(flags: flags, environment: environment, file: nil).shownLines()
            .first {
                $0.hasPrefix("explain-url ")
            }
    }

    @Test("from the environment, credentials hidden; from the flag, named so")
    func shown() throws {
        #expect(
            try line(environment: ["XKCD_EXPLAIN_URL": "http://user:pw@w:81/api.php"])
                == "explain-url    = http://***@w:81/api.php  (environment XKCD_EXPLAIN_URL)")
        #expect(
            try line(flags: [.explainURL: "http://w:82/api.php"])
                == "explain-url    = http://w:82/api.php  (flag --explain-url)")
    }
}
