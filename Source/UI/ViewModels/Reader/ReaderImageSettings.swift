import ComicData

/// How the reader draws comics' images; the model holds none when they are off.
public struct ReaderImageSettings: Sendable, Hashable {
    public let graphics: TerminalGraphics
    /// Pixels per cell, for the image's aspect ratio.
    public let cell: CellGeometry

    public init(graphics: TerminalGraphics, cell: CellGeometry) {
        self.graphics = graphics
        self.cell = cell
    }

    /// The cells an image of `width` × `height` pixels takes on a detail screen of `size`.
    func fit(width: Int, height: Int, in size: TerminalSize) -> ImageFit {
        ImageFit(
            imageWidth: width, imageHeight: height, cell: cell, maximumColumns: size.columns,
            maximumRows: Self.maximumRows(in: size), upscales: !graphics.isPixelProtocol)
    }

    /// At most the text area less one row, so the line under the image shows with it.
    static func maximumRows(in size: TerminalSize) -> Int {
        max(1, ComicDetailLayout.visibleLineCount(in: size) - 1)
    }

    /// xkcd's usual shape, for the placeholder while an image loads: most
    /// comics are 740 pixels wide and about half as tall.
    static let typicalSize = (width: 740, height: 400)
}
