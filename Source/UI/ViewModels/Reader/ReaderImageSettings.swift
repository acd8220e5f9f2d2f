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

    /// The cells an image of `width` × `height` pixels takes on a detail
    /// screen of `size`, leaving `textRows` lines of text below it.
    func fit(width: Int, height: Int, in size: TerminalSize, leavingTextRows textRows: Int = 0) -> ImageFit {
        ImageFit(
            imageWidth: width, imageHeight: height, cell: cell, maximumColumns: size.columns,
            maximumRows: Self.maximumRows(in: size, leavingTextRows: textRows), upscales: !graphics.isPixelProtocol)
    }

    /// At most the text area less one row (the blank under the image) and
    /// the text asked for; in a small window the text comes first.
    static func maximumRows(in size: TerminalSize, leavingTextRows textRows: Int = 0) -> Int {
        max(1, ComicDetailLayout.visibleLineCount(in: size) - 1 - max(0, textRows))
    }

    /// xkcd's usual shape, for the placeholder while an image loads: most
    /// comics are 740 pixels wide and about half as tall.
    static let typicalSize = (width: 740, height: 400)
}
