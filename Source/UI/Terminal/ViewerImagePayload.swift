import ComicData

/// The viewer's image on a frame: the viewport's part of it, filling `rect`.
/// kitty gets the whole image once (by id) and then only placements of a
/// source rectangle, so a zoom or a pan writes a few dozen bytes; sixel and
/// iTerm get the visible crop, encoded per step; symbols, chafa's drawing of it.
public struct ViewerImagePayload: TerminalImagePayload {
    static let workFactor: Float = 0

    /// Names the image (a comic's, an article's illustration): one transmission per key.
    public let key: String
    /// The image and, but for kitty, its halvings, made once per image.
    public let halvings: ImageHalvings
    public let graphics: TerminalGraphics
    public let cell: CellGeometry
    /// The image pixels shown.
    public let source: PixelRect

    public init(
        key: String, halvings: ImageHalvings, graphics: TerminalGraphics, cell: CellGeometry, source: PixelRect
    ) {
        self.key = key
        self.halvings = halvings
        self.graphics = graphics
        self.cell = cell
        self.source = source
    }

    /// One drawing of `image`: its halvings made here (none for kitty).
    public init(key: String, image: DecodedImage, graphics: TerminalGraphics, cell: CellGeometry, source: PixelRect) {
        self.init(
            key: key, halvings: ImageHalvings(image, halving: graphics != .kitty), graphics: graphics, cell: cell,
            source: source)
    }

    public var id: String {
        "viewer \(key) \(source.x),\(source.y) \(source.width)×\(source.height) as \(graphics)"
    }

    public var image: DecodedImage { halvings.image }

    var transmissionKey: String { "viewer \(key) \(image.width)×\(image.height)" }

    public func drawBytes(in rect: CellRect) -> [UInt8] {
        drawBytes(in: rect, afresh: false)
    }

    public func drawBytes(in rect: CellRect, afresh: Bool) -> [UInt8] {
        if graphics == .kitty {
            return KittyImages.placeBytes(key: transmissionKey, source: source, rect: rect, afresh: afresh) {
                KittyImages.transmission(of: image, id: $0)
            }
        }
        let encoder = ChafaImageEncoder(graphics: graphics, cell: cell)
        // chafa works symbols in 8×8 pixels a cell: more source pixels than that only cost the step time.
        let limit =
            graphics.isPixelProtocol
            ? (rect.width * cell.width * 2, rect.height * cell.height * 2) : (rect.width * 8, rect.height * 8)
        let crop = halvings.crop(source, maximumWidth: limit.0, maximumHeight: limit.1)
        // A step is redrawn at once by the next: chafa's least work, and ink on
        // white paper painted here (half chafa's time at 200×59, see docs/performance.md).
        let paper = Self.paper(graphics)
        let encoded = encoder.encode(
            crop, columns: rect.width, rows: rect.height, workFactor: Self.workFactor, inkOnly: paper != nil
        ).bytes
        guard !graphics.isPixelProtocol else { return encoded }
        // Symbol rows one per line: raw mode's newline does not return the cursor.
        var output: [UInt8] = []
        let rows = encoded.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
        for (index, row) in rows.prefix(rect.height).enumerated() {
            output += Array(ControlSequence.moveTo(row: rect.row + 1 + index, column: rect.column + 1).utf8)
            output += Array((paper ?? "").utf8) + row
        }
        return output + Array(ControlSequence.resetGraphicRendition.utf8)
    }

    /// White paper behind chafa's ink, in the colours the terminal has;
    /// nil where chafa prints no colour (monochrome, ASCII) and draws both itself.
    static func paper(_ graphics: TerminalGraphics) -> String? {
        switch graphics.symbolColors {
        case .truecolor: "\u{1B}[48;2;255;255;255m"
        case .indexed256: "\u{1B}[48;5;231m"
        case .indexed16: "\u{1B}[107m"
        case .monochrome, nil: nil
        }
    }

    /// Leaving the viewer frees kitty's copy of the image: it may be tens of megabytes.
    public func clearBytes(in rect: CellRect) -> [UInt8] {
        graphics == .kitty ? KittyImages.deleteBytes(key: transmissionKey) : []
    }

    /// kitty moves placement 1 of the same image to the new source rectangle.
    public func replaces(_ previous: any TerminalImagePayload) -> Bool {
        guard graphics == .kitty, let previous = previous as? ViewerImagePayload else { return false }
        return previous.graphics == .kitty && previous.transmissionKey == transmissionKey
    }
}
