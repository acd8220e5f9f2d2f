/// A comic's image, decoded and ready to draw.
public struct ComicImage: Sendable {
    public let comicNumber: Int
    public let image: DecodedImage
    /// True when it came from the saved images, with no network request.
    public let isFromCache: Bool
    /// Why a freshly fetched image could not be saved; it is shown all the same.
    public let notSavedReason: String?
    /// Which of the comic's images it is.
    public let version: ImageVersion

    public init(
        comicNumber: Int, image: DecodedImage, isFromCache: Bool, notSavedReason: String? = nil,
        version: ImageVersion = .normal
    ) {
        self.version = version
        self.comicNumber = comicNumber
        self.image = image
        self.isFromCache = isFromCache
        self.notSavedReason = notSavedReason
    }
}
