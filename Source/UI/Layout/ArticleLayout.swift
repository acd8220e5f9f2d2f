import ComicData

/// A What If? article wrapped to one width, each illustration given rows of
/// its own (none where images are off): made once per size, off the main
/// loop, so scrolling a large article never wraps it again.
public struct ArticleLayout: LaidOutText {
    /// What a layout is made for: the width, and the rows each illustration takes.
    public struct Key: Sendable, Hashable {
        public let width: Int
        public let illustrationRows: Int

        /// The key at `size`: half the text area for each illustration, so
        /// the words around it stay in sight; none where images are off.
        public init(for size: TerminalSize, imagesOn: Bool) {
            width = max(1, size.columns)
            illustrationRows = imagesOn ? max(3, ArticleLayout.visibleLineCount(in: size) / 2) : 0
        }
    }

    /// An illustration drawn in the text: the first of its rows, and its address.
    public struct Placed: Sendable, Hashable {
        public let line: Int
        public let src: String
    }

    public let key: Key
    public let lines: [StyledLine]
    public let illustrations: [Placed]

    public init(_ article: WhatIfArticle, key: Key, ambiguousIsWide: Bool = false) {
        self.key = key
        var lines: [StyledLine] = []
        var illustrations: [Placed] = []
        for part in WhatIfText.parts(article, width: key.width, ambiguousIsWide: ambiguousIsWide) {
            switch part {
            case .lines(let more): lines += more
            case .illustration(let picture):
                // Its title text follows in the next lines, drawn or not.
                guard key.illustrationRows > 0, let src = picture.src else { continue }
                illustrations.append(Placed(line: lines.count, src: src))
                lines += Array(repeating: StyledLine(plain: ""), count: key.illustrationRows)
            }
        }
        self.lines = lines
        self.illustrations = illustrations
    }

    public var width: Int { key.width }
}
