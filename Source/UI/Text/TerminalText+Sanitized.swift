extension TerminalText {
    /// Untrusted text as one safe line: sanitized, then trimmed of the spaces
    /// that sanitizing may leave at the ends.
    public static func sanitizedLine(_ text: String) -> String {
        TerminalSanitizer.line(text).trimmingSpaces()
    }

    /// Untrusted text as safe paragraphs: sanitized, trailing blank lines dropped.
    public static func sanitizedLines(_ text: String) -> String {
        var lines = TerminalSanitizer.lines(text).split(separator: "\n", omittingEmptySubsequences: false)
        while let last = lines.last, last.allSatisfy({ $0 == " " }) { lines.removeLast() }
        return lines.joined(separator: "\n")
    }
}

extension String {
    fileprivate func trimmingSpaces() -> String {
        guard let first = firstIndex(where: { $0 != " " }), let last = lastIndex(where: { $0 != " " }) else {
            return ""
        }
        return String(self[first...last])
    }
}
