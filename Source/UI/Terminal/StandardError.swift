import Foundation

/// Notes, warnings and errors go to stderr (`Console.current`'s), so stdout holds only the
/// results (and with `--json`, only JSON). Each is sanitized like the
/// screen: it may quote a server, a path or a file.
public enum StandardError {
    public static func note(_ text: String) {
        Console.current.note(text)
    }

    /// A failure's one line: a line break quoted from a server, a path or libcurl cannot split it.
    public static func error(_ text: String) {
        Console.current.error(text)
    }
}
