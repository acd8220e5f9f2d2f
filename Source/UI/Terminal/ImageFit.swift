/// The cell rectangle an image is drawn in: as wide as allowed, aspect kept,
/// never taller than allowed.
public struct ImageFit: Sendable, Hashable {
    public let columns: Int
    public let rows: Int

    /// - Parameter upscales: false keeps a pixel protocol from drawing an
    ///   image larger than its own pixels.
    public init(
        imageWidth: Int, imageHeight: Int, cell: CellGeometry, maximumColumns: Int, maximumRows: Int,
        upscales: Bool = true
    ) {
        let imageWidth = Double(max(1, imageWidth))
        let imageHeight = Double(max(1, imageHeight))
        var widest = max(1, maximumColumns)
        if !upscales {
            widest = min(widest, Int((imageWidth / Double(cell.width)).rounded(.up)))
        }
        let tallest = max(1, maximumRows)
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
