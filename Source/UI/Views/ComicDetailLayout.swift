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

    /// Where line `index` starts in the text.
    public func anchor(ofLine index: Int) -> Anchor? {
        anchors.indices.contains(index) ? anchors[index] : nil
    }

    /// The line holding `anchor`'s text: the last line starting at or before it.
    public func line(containing anchor: Anchor) -> Int {
        (anchors.lastIndex { $0 <= anchor }) ?? 0
    }
}
