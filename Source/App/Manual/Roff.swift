import Foundation

/// Text for groff's man macros: backslashes and hyphens escaped (a hyphen
/// typed as `\-` copies as the ASCII one), a line starting with a dot or a
/// quote protected, and every non-ASCII character as a `\[uXXXX]` escape,
/// which groff renders on any terminal whatever the file's encoding.
enum Roff {
    static func text(_ text: String) -> String {
        var escaped = ""
        var inCode = false
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\\": escaped += "\\e"
            case "-": escaped += "\\-"
            // Markdown's `code`, as the help texts write it: bold.
            case "`":
                escaped += inCode ? "\\fR" : "\\fB"
                inCode.toggle()
            case _ where scalar.isASCII: escaped.unicodeScalars.append(scalar)
            default: escaped += String(format: "\\[u%04X]", scalar.value)
            }
        }
        if inCode { escaped += "\\fR" }
        return escaped.split(separator: "\n", omittingEmptySubsequences: false).map { line in
            line.hasPrefix(".") || line.hasPrefix("'") ? "\\&" + line : String(line)
        }.joined(separator: "\n")
    }

    static func bold(_ words: String) -> String { "\\fB" + text(words) + "\\fR" }

    static func italic(_ words: String) -> String { "\\fI" + text(words) + "\\fR" }

    /// A tagged paragraph: `tag` on its line, `body` indented below it.
    static func tagged(_ tag: String, _ body: String) -> String {
        ".TP\n" + tag + "\n" + text(body)
    }
}
