/// The help screen's text for one keymap, and how far it scrolls.
public enum HelpLayout {
    public static func maxScrollOffset(for keymap: ReaderKeymap, size: TerminalSize, ambiguousIsWide: Bool) -> Int {
        max(
            0,
            lines(keymap, width: max(0, size.columns), ambiguousIsWide: ambiguousIsWide).count - max(0, size.rows - 2))
    }

    static func lines(_ keymap: ReaderKeymap, width: Int, ambiguousIsWide: Bool) -> [String] {
        let labelWidth = min(
            24, keymap.bindings.map { TerminalText.width($0.keyLabels, ambiguousIsWide: ambiguousIsWide) }.max() ?? 0)
        var lines = keymap.bindings.map { binding in
            let label = binding.keyLabels
            let padding = String(
                repeating: " ", count: max(0, labelWidth - TerminalText.width(label, ambiguousIsWide: ambiguousIsWide)))
            return TerminalText.truncate(
                "  " + label + padding + "   " + binding.summary, toWidth: width, ambiguousIsWide: ambiguousIsWide)
        }
        if keymap.takesText {
            lines.append("")
            lines += TerminalText.wrap(
                "Letters type into the field; Backspace deletes, Ctrl-U clears, Enter submits, Esc cancels.",
                width: width, indent: "  ", ambiguousIsWide: ambiguousIsWide)
        }
        return lines
    }
}
