/// Makes untrusted text safe to write to a terminal.
///
/// Remote text must never move the cursor, change colours, set the window
/// title or reorder what follows, so every control character is removed:
/// C0 (ESC among them, which leaves any sequence it started inert), DEL, C1,
/// and the bidirectional overrides and isolates (comic 1137's title starts
/// with U+202E).
public enum TerminalSanitizer {
    /// One line: line breaks and tabs become spaces.
    public static func line(_ text: String) -> String {
        sanitize(text, lineBreak: " ")
    }

    /// Several lines: any line break (LF, CRLF, CR, U+2028/9) becomes `\n`, tabs spaces.
    public static func lines(_ text: String) -> String {
        sanitize(text, lineBreak: "\n")
    }

    private static func sanitize(_ text: String, lineBreak: Unicode.Scalar) -> String {
        var output = String.UnicodeScalarView()
        let scalars = Array(text.unicodeScalars)
        for (index, scalar) in scalars.enumerated() {
            switch scalar.value {
            case 0x0D where index + 1 < scalars.count && scalars[index + 1] == "\n":
                continue
            case 0x0A, 0x0D, 0x2028, 0x2029:
                output.append(lineBreak)
            case 0x09:
                output.append(" ")
            case 0x00...0x1F, 0x7F...0x9F, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069, 0x061C:
                continue
            default:
                output.append(scalar)
            }
        }
        return String(output)
    }
}
