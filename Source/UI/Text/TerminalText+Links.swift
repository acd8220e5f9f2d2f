extension TerminalText {
    /// A label and its link in lines of `width` columns: on one line when they
    /// fit; else the link on a line of its own; narrower still, the link cut in
    /// the middle with an ellipsis, so its host and its end (a comic's number)
    /// show. A link is never broken across lines.
    public static func labelledLink(_ label: String, _ link: String, width: Int, ambiguousIsWide: Bool = false)
        -> [String]
    {
        guard width > 0 else { return [] }
        let line = label + " " + link
        if !exceeds(line, width: width, ambiguousIsWide: ambiguousIsWide) { return [line] }
        return [
            truncate(label, toWidth: width, ambiguousIsWide: ambiguousIsWide),
            middleTruncated(link, toWidth: width, ambiguousIsWide: ambiguousIsWide),
        ]
    }

    /// `text` in `width` columns: its start, an ellipsis, and its end (its
    /// last path segment whole, a file name or a comic's number, when that
    /// leaves the start room for a scheme and a few letters of the host).
    static func middleTruncated(_ text: String, toWidth width: Int, ambiguousIsWide: Bool) -> String {
        guard exceeds(text, width: width, ambiguousIsWide: ambiguousIsWide) else { return text }
        let room = width - self.width(ellipsis, ambiguousIsWide: ambiguousIsWide)
        guard room >= 2 else { return truncate(text, toWidth: width, ambiguousIsWide: ambiguousIsWide) }
        let lastSegment = text.lastIndex(of: "/").map { text[$0...] } ?? ""
        let segmentWidth = self.width(lastSegment, ambiguousIsWide: ambiguousIsWide)
        let tailWidth = segmentWidth > 0 && segmentWidth <= room - minimumHead ? segmentWidth : room / 2
        var tail = Substring("")
        var used = 0
        for character in text.reversed() {
            let characterWidth = self.width(character, ambiguousIsWide: ambiguousIsWide)
            guard used + characterWidth <= tailWidth else { break }
            tail.insert(character, at: tail.startIndex)
            used += characterWidth
        }
        return prefix(text, width: room - used, ambiguousIsWide: ambiguousIsWide) + ellipsis + tail
    }

    /// "https://" and four letters of the host.
    private static let minimumHead = 12
}
