/// A rectangle of terminal cells, 0-based from the top-left corner.
public struct CellRect: Sendable, Hashable {
    public var row: Int
    public var column: Int
    public var width: Int
    public var height: Int

    public init(row: Int, column: Int, width: Int, height: Int) {
        self.row = row
        self.column = column
        self.width = width
        self.height = height
    }

    public var rows: Range<Int> { row..<(row + max(0, height)) }
}

/// An image the Terminal layer knows how to draw (kitty, iTerm2, sixel or
/// symbols): the frame carries it without looking inside.
public protocol TerminalImagePayload: Sendable {
    /// Equal ids draw the same picture: the differ redraws only on a change.
    var id: String { get }

    /// The bytes that draw the image filling `rect`, written with the cursor
    /// at the rectangle's top-left cell.
    func drawBytes(in rect: CellRect) -> [UInt8]

    /// The same, `afresh` when the screen was cleared (first draw, resize,
    /// resume): a payload that keeps state in the terminal (kitty's images) sends it again.
    func drawBytes(in rect: CellRect, afresh: Bool) -> [UInt8]

    /// The bytes that remove the image when it leaves the screen. Empty when
    /// rewriting its cells is enough (symbols); kitty keeps images in a layer
    /// of its own and needs a delete.
    func clearBytes(in rect: CellRect) -> [UInt8]

    /// Whether drawing this takes `previous`'s place in the terminal by itself
    /// (kitty: the same image and placement id), so `previous` needs no clearing.
    func replaces(_ previous: any TerminalImagePayload) -> Bool
}

extension TerminalImagePayload {
    public func drawBytes(in rect: CellRect, afresh: Bool) -> [UInt8] {
        drawBytes(in: rect)
    }

    public func replaces(_ previous: any TerminalImagePayload) -> Bool { false }
}

/// One image on a frame: where, and what.
public struct ImagePlacement: Sendable, Equatable {
    public var rect: CellRect
    public var payload: any TerminalImagePayload

    public init(rect: CellRect, payload: any TerminalImagePayload) {
        self.rect = rect
        self.payload = payload
    }

    public static func == (lhs: ImagePlacement, rhs: ImagePlacement) -> Bool {
        lhs.rect == rhs.rect && lhs.payload.id == rhs.payload.id
    }
}
