import Foundation

/// The one rule for what remote text may put on a terminal, shared by plain
/// text, the reader and `--json`.
///
/// Unsafe: every control character (C0, DEL, C1, U+0080–U+009F with the 8-bit
/// CSI U+009B) and every bidirectional mark, embedding, override or isolate.
/// Plain text and the reader remove them (`TerminalSanitizer`); JSON keeps
/// the data but writes each one as a `\uXXXX` escape.
public enum OutputPolicy {
    /// JSON text as `--json` prints it: pretty, keys sorted, slashes plain,
    /// every unsafe character escaped.
    public static func jsonText(_ value: some Encodable) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return escapingUnsafe(json: String(decoding: try encoder.encode(value), as: UTF8.self))
    }

    public static func isUnsafe(_ scalar: Unicode.Scalar) -> Bool {
        // Comparisons, not range patterns: unoptimized (debug and the fuzz
        // build) those are generic calls, and this runs for every scalar written.
        let value = scalar.value
        if value < 0x20 { return true }
        if value < 0x7F { return false }
        if value <= 0x9F { return true }
        if value < 0x061C { return false }
        return value == 0x061C || value == 0x200E || value == 0x200F || (value >= 0x202A && value <= 0x202E)
            || (value >= 0x2066 && value <= 0x2069)
    }

    /// JSON text with every unsafe character written as a `\uXXXX` escape.
    ///
    /// Outside strings JSON is ASCII punctuation, digits, letters and
    /// whitespace, so an unsafe character left raw by an encoder can only sit
    /// inside a string literal, where the escape means the same character.
    /// The whitespace between tokens (tab, LF, CR) is kept as it is.
    public static func escapingUnsafe(json: String) -> String {
        guard json.unicodeScalars.contains(where: { isUnsafe($0) && !isJSONWhitespace($0) }) else { return json }
        var output = String.UnicodeScalarView()
        for scalar in json.unicodeScalars {
            if isUnsafe(scalar) && !isJSONWhitespace(scalar) {
                output.append(contentsOf: escape(scalar).unicodeScalars)
            } else {
                output.append(scalar)
            }
        }
        return String(output)
    }

    private static func isJSONWhitespace(_ scalar: Unicode.Scalar) -> Bool {
        scalar == "\t" || scalar == "\n" || scalar == "\r"
    }

    private static func escape(_ scalar: Unicode.Scalar) -> String {
        let hex = String(scalar.value, radix: 16, uppercase: false)
        return "\\u" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
    }
}
