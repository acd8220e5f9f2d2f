extension TerminalText {
    /// The ellipsis that marks cut text; ambiguous-width, so one column or two.
    public static let ellipsis = "…"

    /// `text` cut to at most `width` columns, ending in "…" when cut (and
    /// when the ellipsis itself fits).
    public static func truncate(_ text: String, toWidth width: Int, ambiguousIsWide: Bool = false) -> String {
        guard width > 0 else { return "" }
        // Measures only as far as the width: a long title costs no more than a short one.
        guard exceeds(text, width: width, ambiguousIsWide: ambiguousIsWide) else { return text }
        let ellipsisWidth = self.width(ellipsis, ambiguousIsWide: ambiguousIsWide)
        guard width >= ellipsisWidth else { return prefix(text, width: width, ambiguousIsWide: ambiguousIsWide) }
        var cut = prefix(text, width: width - ellipsisWidth, ambiguousIsWide: ambiguousIsWide)
        while cut.last == " " { cut.removeLast() }  // "A title…", not "A title …"
        return cut + ellipsis
    }

    /// Whether `text` is wider than `width` columns, looking no further than needed.
    static func exceeds(_ text: String, width: Int, ambiguousIsWide: Bool) -> Bool {
        var used = 0
        for character in text {
            used += self.width(character, ambiguousIsWide: ambiguousIsWide)
            if used > width { return true }
        }
        return false
    }

    /// The longest run of whole characters from the start that fits in `width` columns.
    static func prefix(_ text: some StringProtocol, width: Int, ambiguousIsWide: Bool) -> String {
        var used = 0
        var end = text.startIndex
        for index in text.indices {
            let next = used + self.width(text[index], ambiguousIsWide: ambiguousIsWide)
            if next > width { break }
            used = next
            end = text.index(after: index)
        }
        return String(text[..<end])
    }
}
