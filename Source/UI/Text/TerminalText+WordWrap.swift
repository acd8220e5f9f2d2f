extension TerminalText {
    /// Paragraphs word-wrapped to `width` columns, each line starting with `indent`.
    ///
    /// Lines of `text` are paragraphs; a blank one stays a blank line. Words
    /// break at spaces. A word wider than a whole line (a URL, say) starts
    /// where it stands and is broken by character. No line is wider than
    /// `width`, however narrow: an indent that leaves no room is dropped.
    public static func wrap(_ text: String, width: Int, indent: String = "", ambiguousIsWide: Bool = false)
        -> [String]
    {
        guard width > 0 else { return [] }
        func measure(_ text: some StringProtocol) -> Int { self.width(text, ambiguousIsWide: ambiguousIsWide) }
        let indent = measure(indent) < width ? indent : ""
        let room = width - measure(indent)
        var lines: [String] = []
        for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
            var line = ""
            var used = 0
            func flush() {
                while line.last == " " { line.removeLast() }
                lines.append(indent + line)
                line = ""
                used = 0
            }
            let words = paragraph.split(separator: " ")
            if words.isEmpty { flush() }
            for word in words {
                let wordWidth = measure(word)
                if !line.isEmpty {
                    if used + 1 + wordWidth <= room {
                        line += " " + word
                        used += 1 + wordWidth
                        continue
                    }
                    // A word that fits a line of its own goes to the next one.
                    if wordWidth <= room || used + 1 >= room {
                        flush()
                    } else {
                        line += " "
                        used += 1
                    }
                }
                var rest = Substring(word)
                var restWidth = wordWidth
                while used + restWidth > room {
                    let piece = prefix(rest, width: room - used, ambiguousIsWide: ambiguousIsWide)
                    if !piece.isEmpty {
                        line += piece
                        rest = rest.dropFirst(piece.count)
                        restWidth -= measure(piece)
                    } else if line.isEmpty {
                        // One character wider than the line: show that something was there.
                        let first = rest.prefix(1)
                        line = truncate(String(first), toWidth: room, ambiguousIsWide: ambiguousIsWide)
                        rest = rest.dropFirst()
                        restWidth -= measure(first)
                    }
                    flush()
                }
                line += rest
                used += restWidth
            }
            if !line.isEmpty { flush() }
        }
        return lines
    }
}
