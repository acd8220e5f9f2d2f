import ComicData

/// An explanation wrapped to one width, kept so scrolling does not wrap it again.
public struct ExplanationLayout: Sendable, Hashable {
    public let width: Int
    public let lines: [StyledLine]

    public init(_ explanation: Explanation, width: Int, ambiguousIsWide: Bool = false) {
        self.width = width
        lines = ExplanationText.lines(explanation.article, width: width, ambiguousIsWide: ambiguousIsWide)
    }

    /// The layout, or nil when `shouldStop` said so before it was done.
    public init?(
        _ explanation: Explanation, width: Int, ambiguousIsWide: Bool, shouldStop: @escaping @Sendable () -> Bool
    ) {
        let lines = ExplanationText.lines(
            explanation.article, width: width, ambiguousIsWide: ambiguousIsWide, shouldStop: shouldStop)
        guard !shouldStop() else { return nil }
        self.width = width
        self.lines = lines
    }

    /// Lines shown at once: all but the header and the status line.
    public static func visibleLineCount(in size: TerminalSize) -> Int {
        max(0, size.rows - 2)
    }

    public func maxScrollOffset(in size: TerminalSize) -> Int {
        max(0, lines.count - Self.visibleLineCount(in: size))
    }
}
