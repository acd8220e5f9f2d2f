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
        max(1, ComicDetailView.visibleLineCount(in: size) - 1)
    }

    /// xkcd's usual shape, for the placeholder while an image loads: most
    /// comics are 740 pixels wide and about half as tall.
    static let typicalSize = (width: 740, height: 400)
}

/// The open comic's image, as the detail screen knows it.
public enum DetailImage: Sendable, Hashable {
    case loading
    case loaded(ReaderImage)
    /// The one-line reason, shown in place of the image.
    case unavailable(String)
}

/// A comic's decoded image. Two are equal when they are the same comic's
/// image at the same size: pixels are not compared, which would cost a
/// megabyte's scan on every state comparison.
public struct ReaderImage: Sendable, Hashable {
    public let comicNumber: Int
    public let image: DecodedImage

    public init(comicNumber: Int, image: DecodedImage) {
        self.comicNumber = comicNumber
        self.image = image
    }

    public static func == (lhs: ReaderImage, rhs: ReaderImage) -> Bool {
        lhs.comicNumber == rhs.comicNumber && lhs.image.width == rhs.image.width
            && lhs.image.height == rhs.image.height && lhs.image.format == rhs.image.format
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(comicNumber)
        hasher.combine(image.width)
        hasher.combine(image.height)
    }
}
