/// The help screen's text for one keymap, and how far it scrolls.
public enum HelpLayout {
    public static func maxScrollOffset(for keymap: ReaderKeymap, size: TerminalSize) -> Int {
        max(0, lines(keymap, width: max(0, size.columns)).count - max(0, size.rows - 2))
    }

    static func lines(_ keymap: ReaderKeymap, width: Int) -> [String] {
        let labelWidth = min(24, keymap.bindings.map { TerminalText.width($0.keyLabels) }.max() ?? 0)
        var lines = keymap.bindings.map { binding in
            let label = binding.keyLabels
            let padding = String(repeating: " ", count: max(0, labelWidth - TerminalText.width(label)))
            return TerminalText.truncate("  " + label + padding + "   " + binding.summary, toWidth: width)
        }
        if keymap.takesText {
            lines.append("")
            lines += TerminalText.wrap(
                "Letters type into the field; Backspace deletes, Ctrl-U clears, Enter submits, Esc cancels.",
                width: width, indent: "  ")
        }
        return lines
    }
}
