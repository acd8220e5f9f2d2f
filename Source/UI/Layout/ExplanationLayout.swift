import ComicData

/// An explanation wrapped to one width, kept so scrolling does not wrap it again.
public struct ExplanationLayout: LaidOutText {
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

    /// Only the width changes the lines.
    public var key: Int { width }
}
