/// The help screen: the keys of the screen it was opened from, made from
/// that screen's keymap table, so help never disagrees with the keys.
public enum HelpView {
    public static func render(
        _ keymap: ReaderKeymap, size: TerminalSize, scrollOffset: Int = 0, ambiguousIsWide: Bool = false
    ) -> [String] {
        guard size.rows > 0 else { return [] }
        let width = max(0, size.columns)
        let status = StatusLine.render(facts: [], hints: hints, width: width, ambiguousIsWide: ambiguousIsWide)
        if size.rows == 1 { return [status] }
        let content = HelpLayout.lines(keymap, width: width, ambiguousIsWide: ambiguousIsWide)
        let visible = max(0, size.rows - 2)
        let offset = min(max(0, scrollOffset), max(0, content.count - visible))
        let shown = Array(content.dropFirst(offset).prefix(visible))
        let header = TerminalText.truncate(
            "xkcd — Keys: \(keymap.screen.rawValue)", toWidth: width, ambiguousIsWide: ambiguousIsWide)
        return [header] + shown + Array(repeating: "", count: visible - shown.count) + [status]
    }

    static let hints: [StatusLine.Hint] = [
        .init(text: "q close", keep: 2),
        .init(text: "↑↓ scroll", keep: 1),
    ]
}
