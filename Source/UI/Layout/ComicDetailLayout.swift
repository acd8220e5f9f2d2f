import ComicData

/// A comic's detail text wrapped to one width, kept so that scrolling does
/// not wrap it again, and so a resize can keep the same text at the top.
public struct ComicDetailLayout: Sendable, Hashable {
    /// Where a line starts in the text, independent of the width: which
    /// paragraph, and how many visible characters of it come before.
    public struct Anchor: Sendable, Hashable, Comparable {
        let block: Int
        let characters: Int

        public static func < (lhs: Anchor, rhs: Anchor) -> Bool {
            (lhs.block, lhs.characters) < (rhs.block, rhs.characters)
        }
    }

    public let width: Int
    public let lines: [String]
    let anchors: [Anchor]
    /// The lines up to the alt text's third (all of a shorter one): what
    /// a comic's first screen shows under its image.
    public let punchlineEnd: Int
    /// The usual `punchlineEnd`, while the comic's text has not come.
    static let typicalPunchlineEnd = 8

    /// The comic's text wrapped to `width`, with where each line starts in it.
    public init(_ state: ComicDetailState, width: Int, ambiguousIsWide: Bool = false) {
        guard width > 0 else {
            self.init(width: width, lines: [], anchors: [], punchlineEnd: 0)
            return
        }
        var lines: [String] = []
        var anchors: [Anchor] = []
        var block = 0
        func addBlock(_ blockLines: [String]) {
            var characters = 0
            for line in blockLines {
                lines.append(line)
                anchors.append(.init(block: block, characters: characters))
                characters += line.count { !$0.isWhitespace }
            }
            block += 1
        }
        func paragraph(_ text: String, indent: String = "") {
            addBlock(TerminalText.wrap(text, width: width, indent: indent, ambiguousIsWide: ambiguousIsWide))
        }
        // A URL is never broken: see `TerminalText.labelledLink`.
        func link(_ label: String, _ url: String) {
            addBlock(TerminalText.labelledLink(label, url, width: width, ambiguousIsWide: ambiguousIsWide))
        }
        func section(_ heading: String, _ text: String) {
            let text = TerminalText.sanitizedLines(text)
            guard !text.isEmpty else { return }
            lines.append("")
            anchors.append(.init(block: block, characters: -1))
            paragraph(heading)
            paragraph(text, indent: "  ")
        }

        // The header cuts long titles; then the body shows the whole title.
        if TerminalText.width(Self.headerText(state), ambiguousIsWide: ambiguousIsWide) > width {
            paragraph(TerminalText.sanitizedLine(state.title))
        }
        let date = state.date.map { "Published \($0)" } ?? "Date unknown"
        let bookmark = state.isBookmarked ? "\(ScreenText.bookmarkMark) Bookmarked" : "Not bookmarked"
        paragraph(date + ScreenText.separator + bookmark)
        link("Image:", state.imageURL.map { TerminalText.sanitizedLine($0.absoluteString) } ?? "none")
        if let url = state.link {
            link("Link:", TerminalText.sanitizedLine(url.absoluteString))
        }
        link("Explain:", state.explainLink)
        let altStart = lines.count
        section("Alt text", state.altText)
        // A blank line and the heading, then three lines of it.
        let punchlineEnd = min(lines.count, altStart + 2 + Self.punchlineLines)
        section("Transcript", state.transcript)
        section("News", state.news)
        self.init(width: width, lines: lines, anchors: anchors, punchlineEnd: punchlineEnd)
    }

    init(width: Int, lines: [String], anchors: [Anchor], punchlineEnd: Int) {
        self.width = width
        self.lines = lines
        self.anchors = anchors
        self.punchlineEnd = punchlineEnd
    }

    /// How many lines of the alt text the first screen shows at least.
    static let punchlineLines = 3

    /// How many lines of comic text the detail screen shows at once: all but its header and status line.
    public static func visibleLineCount(in size: TerminalSize) -> Int {
        max(0, size.rows - 2)
    }

    static func headerText(_ state: ComicDetailState) -> String {
        "xkcd #\(state.number) — " + TerminalText.sanitizedLine(state.title)
    }

    /// Where line `index` starts in the text.
    public func anchor(ofLine index: Int) -> Anchor? {
        anchors.indices.contains(index) ? anchors[index] : nil
    }

    /// The line holding `anchor`'s text: the last line starting at or before it.
    public func line(containing anchor: Anchor) -> Int {
        (anchors.lastIndex { $0 <= anchor }) ?? 0
    }
}
