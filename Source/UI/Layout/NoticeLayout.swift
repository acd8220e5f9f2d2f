/// A notice on the status line: it keeps `? help` and the way out (`q quit`
/// on a list, `q back` above it) in view, and one too long for the line is
/// cut with `? more`, which shows all of it.
public enum NoticeLayout {
    static let help = "? help"
    static let more = "? more"
    public static let quit = "q quit"
    public static let back = "q back"
    /// What an unbound key's notice ends with; the hints say it already, as `? help`.
    static let keysPointer = ScreenText.separator + "? lists the keys"

    /// The notice as it stands beside the hints: nothing said twice.
    static func besideHints(_ notice: String) -> String {
        notice.hasSuffix(keysPointer) ? String(notice.dropLast(keysPointer.count)) : notice
    }

    /// Whether `notice` fits on the status line beside its hints.
    public static func fits(_ notice: String, width: Int, ambiguousIsWide: Bool) -> Bool {
        TerminalText.width(
            ([besideHints(notice), help, quit]).joined(separator: ScreenText.separator),
            ambiguousIsWide: ambiguousIsWide)
            <= width
    }

    /// The status line: the notice, cut if it must be, then the hints; `out` is `quit` or `back`.
    static func line(_ notice: String, width: Int, out: String = quit, ambiguousIsWide: Bool) -> String {
        let notice = besideHints(notice)
        if fits(notice, width: width, ambiguousIsWide: ambiguousIsWide) {
            return [notice, help, out].joined(separator: ScreenText.separator)
        }
        let tail = ScreenText.separator + more + ScreenText.separator + out
        let room = width - TerminalText.width(tail, ambiguousIsWide: ambiguousIsWide)
        // Too narrow for hints and a useful part of the notice: the notice alone.
        guard room >= 8 else { return TerminalText.truncate(notice, toWidth: width, ambiguousIsWide: ambiguousIsWide) }
        return TerminalText.truncate(notice, toWidth: room, ambiguousIsWide: ambiguousIsWide) + tail
    }

    /// The whole notice, wrapped, for the bottom of the screen: at most `rows` lines.
    /// Esc closes it alone; any other key closes it and does what it does.
    static func expanded(_ notice: String, width: Int, rows: Int, out: String = quit, ambiguousIsWide: Bool)
        -> [String]
    {
        let lines =
            TerminalText.wrap(notice, width: width, ambiguousIsWide: ambiguousIsWide)
            + [
                TerminalText.truncate(
                    "Esc closes" + ScreenText.separator + out, toWidth: width, ambiguousIsWide: ambiguousIsWide)
            ]
        return Array(lines.suffix(max(1, rows)))
    }
}
