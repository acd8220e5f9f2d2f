/// What one screen shows: lines of styled text, top to bottom, and any
/// images placed over them.
///
/// Views build frames; only the Terminal layer turns them into bytes. Image
/// placements sit on rows the view leaves blank for them.
public struct Frame: Sendable, Equatable {
    public var lines: [StyledLine]
    public var images: [ImagePlacement]

    public init(lines: [StyledLine], images: [ImagePlacement] = []) {
        self.lines = lines
        self.images = images
    }

    /// Plain lines, as the text views render them.
    public init(plainLines: [String], images: [ImagePlacement] = []) {
        self.init(lines: plainLines.map(StyledLine.init(plain:)), images: images)
    }

    /// The text alone, without styles or images: what a test or a pipe reads.
    public var plainLines: [String] {
        lines.map(\.text)
    }
}
