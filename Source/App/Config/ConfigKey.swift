import ComicData
import ComicUI

/// A setting the config file may hold: named after its long option, and
/// handed on as the environment variable the program already reads, so the
/// order is flag > environment > file > default everywhere at once.
struct ConfigKey: Sendable, Hashable {
    let name: String
    let variable: String
    /// What the setting is when nothing sets it.
    let defaultValue: String
    /// The value as the variable carries it, or why the text will not do.
    let parse: @Sendable (String) -> Result<String, ConfigValueError>

    static func == (lhs: ConfigKey, rhs: ConfigKey) -> Bool { lhs.name == rhs.name }
    func hash(into hasher: inout Hasher) { hasher.combine(name) }

    /// Every key, in the order `xkcd config` shows them.
    static let all: [ConfigKey] = [
        choice("images", variable: "XKCD_IMAGES", ImageMode.allCases.map(\.rawValue), default: "auto"),
        toggle("images-hidden", variable: "XKCD_IMAGES_HIDDEN", default: false),
        toggle("mouse", variable: "XKCD_MOUSE", default: true),
        choice("color", variable: "XKCD_COLOR", ColorChoice.allCases.map(\.rawValue), default: "auto"),
        toggle("ascii", variable: "XKCD_ASCII", default: false),
        ConfigKey(name: "base-url", variable: "XKCD_BASE_URL", defaultValue: "https://xkcd.com") { text in
            do {
                _ = try BaseURLCheck.url(text, source: "base-url")
                return .success(text)
            } catch {
                return .failure(ConfigValueError("\(error)"))
            }
        },
        ConfigKey(
            name: "explain-url", variable: "XKCD_EXPLAIN_URL",
            defaultValue: ExplainWikiConfiguration.defaultAPIURL.absoluteString
        ) { text in
            do {
                _ = try BaseURLCheck.url(text, source: "explain-url")
                return .success(text)
            } catch {
                return .failure(ConfigValueError("\(error)"))
            }
        },
        ConfigKey(name: "db", variable: "XKCD_DB", defaultValue: "$XDG_DATA_HOME/xkcd/xkcd.sqlite") { text in
            text.isEmpty ? .failure(ConfigValueError("db needs a path")) : .success(text)
        },
    ]

    static func named(_ name: String) -> ConfigKey? {
        all.first { $0.name == name }
    }

    private static func choice(_ name: String, variable: String, _ values: [String], default: String) -> ConfigKey {
        ConfigKey(name: name, variable: variable, defaultValue: `default`) { text in
            let value = text.lowercased()
            guard values.contains(value) else {
                return .failure(
                    ConfigValueError("\(name) must be one of \(values.joined(separator: ", ")), got '\(text)'"))
            }
            return .success(value)
        }
    }

    /// on/off, yes/no, true/false, 1/0; carried as 1 or 0.
    private static func toggle(_ name: String, variable: String, default: Bool) -> ConfigKey {
        ConfigKey(name: name, variable: variable, defaultValue: `default` ? "on" : "off") { text in
            switch text.lowercased() {
            case "on", "yes", "true", "1": .success("1")
            case "off", "no", "false", "0": .success("0")
            default: .failure(ConfigValueError("\(name) must be on or off, got '\(text)'"))
            }
        }
    }
}

/// Why a value does not do, in words for the person who wrote it.
struct ConfigValueError: Error, Sendable {
    let message: String

    init(_ message: String) {
        self.message = message
    }
}
