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
        // The summaries wrap under themselves; where they would get too little room, under the keys.
        let summaryColumn = 2 + labelWidth + 3
        let hangs = width - summaryColumn >= minimumSummaryWidth
        var lines: [String] = []
        for binding in keymap.bindings {
            let label = binding.keyLabels
            if hangs {
                let padding = String(
                    repeating: " ",
                    count: max(0, labelWidth - TerminalText.width(label, ambiguousIsWide: ambiguousIsWide)))
                let summary = TerminalText.wrap(
                    binding.summary, width: width, indent: String(repeating: " ", count: summaryColumn),
                    ambiguousIsWide: ambiguousIsWide)
                let first = "  " + label + padding + "   " + (summary.first?.dropFirst(summaryColumn) ?? "")
                lines.append(TerminalText.truncate(first, toWidth: width, ambiguousIsWide: ambiguousIsWide))
                lines += summary.dropFirst()
            } else {
                lines.append(TerminalText.truncate("  " + label, toWidth: width, ambiguousIsWide: ambiguousIsWide))
                lines += TerminalText.wrap(
                    binding.summary, width: width, indent: "    ", ambiguousIsWide: ambiguousIsWide)
            }
        }
        if keymap.takesText {
            lines.append("")
            lines += TerminalText.wrap(
                "Letters type into the field at the cursor; the keys above edit it as a shell's line does.",
                width: width, indent: "  ", ambiguousIsWide: ambiguousIsWide)
        }
        return lines
    }

    /// Narrower than this, a summary goes on the lines below its keys.
    static let minimumSummaryWidth = 20

    /// The lines of keys the help screen shows at once.
    public static func visibleLineCount(in size: TerminalSize) -> Int {
        max(0, size.rows - 2)
    }
}
