import ComicData

/// `v`: a comic's best image alone on the screen, zoomed and panned by keys.
public struct ViewerScreen: Sendable, Hashable {
    public enum Content: Sendable, Hashable {
        case loading
        /// The image, and which of the comic's images it is.
        case loaded(ReaderImage, ImageVersion)
        /// The one-line reason, shown in place of the image.
        case unavailable(String)
    }

    public let number: Int
    public internal(set) var content: Content = .loading
    /// Set once the image has come.
    public internal(set) var viewport: ImageViewport?
    /// The image's halvings, made once when it came: every step draws from them.
    public internal(set) var halvings: ImageHalvings?

    public init(number: Int) {
        self.number = number
    }

    /// What the status line calls the image: a comic, or (a key below zero) a What If? illustration.
    public var name: String { number >= 0 ? "xkcd #\(number)" : "What If? illustration" }

    /// The image arrived: shown fit to the screen, halved but for kitty (which places it whole).
    mutating func receive(_ content: Content, screen: (width: Int, height: Int), halving: Bool) {
        self.content = content
        guard case .loaded(let image, _) = content else { return }
        halvings = ImageHalvings(image.image, halving: halving)
        viewport = ImageViewport(
            imageWidth: image.image.width, imageHeight: image.image.height, screenWidth: screen.width,
            screenHeight: screen.height)
    }

    /// The screen's pixels for the image (all rows but the status line): a
    /// cell's pixels for kitty, sixel and iTerm; a column by half a row for symbols.
    static func screenPixels(in size: TerminalSize, settings: ReaderImageSettings) -> (width: Int, height: Int) {
        let rows = max(1, size.rows - 1)
        let columns = max(1, size.columns)
        guard settings.graphics.isPixelProtocol else { return (columns, rows * 2) }
        return (columns * max(1, settings.cell.width), rows * max(1, settings.cell.height))
    }
}
