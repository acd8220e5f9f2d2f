/// The help screen: the keys of the screen it was opened from, made from
/// that screen's keymap table, so help never disagrees with the keys.
public enum HelpView {
    public static func render(_ keymap: ReaderKeymap, size: TerminalSize, scrollOffset: Int = 0) -> [String] {
        guard size.rows > 0 else { return [] }
        let width = max(0, size.columns)
        let status = StatusLine.render(facts: [], hints: hints, width: width)
        if size.rows == 1 { return [status] }
        let content = contentLines(keymap, width: width)
        let visible = max(0, size.rows - 2)
        let offset = min(max(0, scrollOffset), max(0, content.count - visible))
        let shown = Array(content.dropFirst(offset).prefix(visible))
        let header = TerminalText.truncate("xkcd — Keys: \(keymap.screen.rawValue)", toWidth: width)
        return [header] + shown + Array(repeating: "", count: visible - shown.count) + [status]
    }

    public static func maxScrollOffset(for keymap: ReaderKeymap, size: TerminalSize) -> Int {
        max(0, contentLines(keymap, width: max(0, size.columns)).count - max(0, size.rows - 2))
    }

    static func contentLines(_ keymap: ReaderKeymap, width: Int) -> [String] {
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

    static let hints: [StatusLine.Hint] = [
        .init(text: "Esc close", keep: 2),
        .init(text: "↑↓ scroll", keep: 1),
    ]
}
