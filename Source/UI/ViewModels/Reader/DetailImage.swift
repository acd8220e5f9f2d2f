import ComicData

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
