/// The cell rectangle an image is drawn in: as wide as allowed, aspect kept,
/// never taller than allowed.
public struct ImageFit: Sendable, Hashable {
    public let columns: Int
    public let rows: Int

    /// The largest symbols canvas: more than a comic's pixels can fill (an
    /// xkcd image is about 740 pixels wide), and about 50,000 cells, a few
    /// MB of output, where 65535 × 65535 would ask libchafa for 25 GB.
    public static let maximumSymbolColumns = 320
    public static let maximumSymbolRows = 160
    /// The most bytes a symbols image may print; the cells cap keeps it far below.
    public static let maximumSymbolBytes = 8 * 1024 * 1024

    /// - Parameter upscales: false keeps a pixel protocol from drawing an
    ///   image larger than its own pixels.
    public init(
        imageWidth: Int, imageHeight: Int, cell: CellGeometry, maximumColumns: Int, maximumRows: Int,
        upscales: Bool = true
    ) {
        let imageWidth = Double(max(1, imageWidth))
        let imageHeight = Double(max(1, imageHeight))
        var widest = max(1, maximumColumns)
        var tallest = max(1, maximumRows)
        if upscales {
            // Symbols: libchafa's work and output grow with the cells, so a giant terminal is capped.
            widest = min(widest, Self.maximumSymbolColumns)
            tallest = min(tallest, Self.maximumSymbolRows)
        } else {
            widest = min(widest, Int((imageWidth / Double(cell.width)).rounded(.up)))
        }
        // Rows per column, from the image's aspect and the cell's.
        let rowsPerColumn = imageHeight / imageWidth * Double(cell.width) / Double(cell.height)
        let rowsAtWidest = Int((Double(widest) * rowsPerColumn).rounded())
        if rowsAtWidest <= tallest {
            columns = widest
            rows = max(1, rowsAtWidest)
        } else {
            rows = tallest
            columns = max(1, min(widest, Int((Double(tallest) / rowsPerColumn).rounded())))
        }
    }
}
