/// A prompt and its text field on one line, the cursor drawn where the next
/// character goes. A text too long for the line gives way at its start, so
/// the cursor stays in view.
public enum TextFieldLine {
    /// Where the person is typing; single-width.
    public static let cursor = "▏"

    /// `prompt`, the field (with its cursor unless `showsCursor` is false), then `after`, cut to `width`.
    public static func render(
        prompt: String, _ field: TextField, showsCursor: Bool = true, after: String = "", width: Int,
        ambiguousIsWide: Bool = false
    ) -> String {
        // The field's own text, not trimmed: its spaces are where the person put them.
        let before = TerminalSanitizer.line(String(field.beforeCursor))
        let rest = TerminalSanitizer.line(String(field.afterCursor))
        guard showsCursor else {
            return TerminalText.truncate(
                prompt + before + rest + after, toWidth: width, ambiguousIsWide: ambiguousIsWide)
        }
        var shown = Substring(before)
        let cut = TerminalText.ellipsis
        while !shown.isEmpty,
            TerminalText.width(prompt + cut + shown + cursor, ambiguousIsWide: ambiguousIsWide) > width
        {
            shown = shown.dropFirst()
        }
        let head = shown.count == before.count ? prompt + before : prompt + cut + shown
        return TerminalText.truncate(head + cursor + rest + after, toWidth: width, ambiguousIsWide: ambiguousIsWide)
    }
}
