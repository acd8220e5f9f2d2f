import ComicData
import Synchronization

/// A comic's image placed on a frame, encoded by chafa only when the frame
/// differ draws it. Scrolled partly off screen, only its visible rows are
/// drawn: symbol rows are cut from the whole image's, pixel protocols get the
/// matching strip of pixels.
public struct ComicImagePayload: TerminalImagePayload {
    public let comicNumber: Int
    public let image: DecodedImage
    public let graphics: TerminalGraphics
    public let cell: CellGeometry
    /// The whole image's cells.
    public let fit: ImageFit
    /// Which of its rows show.
    public let visibleRows: Range<Int>

    public init(
        image: ReaderImage, graphics: TerminalGraphics, cell: CellGeometry, fit: ImageFit, visibleRows: Range<Int>
    ) {
        comicNumber = image.comicNumber
        self.image = image.image
        self.graphics = graphics
        self.cell = cell
        self.fit = fit
        self.visibleRows = visibleRows.clamped(to: 0..<fit.rows)
    }

    public var id: String {
        "\(wholeImageKey) rows \(visibleRows.lowerBound)-\(visibleRows.upperBound)"
    }

    var wholeImageKey: String {
        "comic \(comicNumber) \(image.width)×\(image.height) as \(graphics) in \(fit.columns)×\(fit.rows)"
    }

    public func drawBytes(in rect: CellRect) -> [UInt8] {
        drawBytes(in: rect, afresh: false)
    }

    public func drawBytes(in rect: CellRect, afresh: Bool) -> [UInt8] {
        guard !visibleRows.isEmpty else { return [] }
        let encoder = ChafaImageEncoder(graphics: graphics, cell: cell)
        if graphics == .kitty {
            return KittyImages.drawBytes(
                key: wholeImageKey, rows: fit.rows, visibleRows: visibleRows, rect: rect, afresh: afresh
            ) { encoder.encode(image, columns: fit.columns, rows: fit.rows).bytes }
        }
        guard !graphics.isPixelProtocol else {
            return encoder.encode(strip(), columns: fit.columns, rows: visibleRows.count).bytes
        }
        // Symbol rows go one per line: raw mode's newline does not return the cursor.
        let rows = Self.symbolRows(key: wholeImageKey) {
            encoder.encode(image, columns: fit.columns, rows: fit.rows).bytes
        }
        var output: [UInt8] = []
        for (index, row) in rows[visibleRows.clamped(to: rows.indices)].enumerated() {
            output += Array(ControlSequence.moveTo(row: rect.row + 1 + index, column: rect.column + 1).utf8) + row
        }
        return output + Array(ControlSequence.resetGraphicRendition.utf8)
    }

    public func clearBytes(in rect: CellRect) -> [UInt8] {
        // kitty keeps images on a layer of their own; other protocols draw into
        // the cells, which the differ rewrites.
        graphics == .kitty ? KittyImages.clearBytes(key: wholeImageKey) : []
    }

    /// The pixel rows behind the visible cell rows.
    private func strip() -> DecodedImage {
        guard visibleRows != 0..<fit.rows else { return image }
        let top = visibleRows.lowerBound * image.height / fit.rows
        let bottom = max(top + 1, min(image.height, visibleRows.upperBound * image.height / fit.rows))
        let rowBytes = image.width * 4
        let pixels = Array(image.pixels[(top * rowBytes)..<(bottom * rowBytes)])
        return DecodedImage(width: image.width, height: bottom - top, format: image.format, pixels: pixels) ?? image
    }

    /// The last symbol encoding, split into rows: scrolling through an image
    /// cuts rows from it instead of encoding again on every key.
    private static let lastSymbols = Mutex<(key: String, rows: [[UInt8]])?>(nil)

    private static func symbolRows(key: String, encode: () -> [UInt8]) -> [[UInt8]] {
        if let cached = lastSymbols.withLock({ $0 }), cached.key == key { return cached.rows }
        let rows = encode().split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).map(Array.init)
        lastSymbols.withLock { $0 = (key, rows) }
        return rows
    }
}
