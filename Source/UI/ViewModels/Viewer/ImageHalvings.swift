import ComicData

/// The viewer's image and its halvings, made once when it arrives: a
/// step reduces from the smallest halving still as large as what it draws
/// (at most 3×3 of its pixels to one), never from the whole image again.
/// Immutable, so a step shares it; together at most a third more pixels.
public final class ImageHalvings: Sendable, Hashable {
    /// The image as decoded, then each half the one before (rounded up), on white.
    public let levels: [DecodedImage]
    let isOpaque: Bool

    /// No halving smaller than this a side: a crop that small is drawn at once.
    static let smallestSide = 32

    /// `halving` false keeps the image alone (kitty places it whole).
    public init(_ image: DecodedImage, halving: Bool = true) {
        let isOpaque = !halving || !image.hasTransparency
        var levels = [image]
        while halving, let last = levels.last, min(last.width, last.height) >= 2 * Self.smallestSide {
            levels.append(DarkerWins.halved(last, flatten: levels.count == 1 && !isOpaque))
        }
        self.levels = levels
        self.isOpaque = isOpaque
    }

    public var image: DecodedImage { levels[0] }

    /// The pixels of `rect` (clamped to the image), reduced by a whole
    /// factor, the same each way, to at most `maximumWidth` × `maximumHeight`.
    func crop(_ rect: PixelRect, maximumWidth: Int, maximumHeight: Int) -> DecodedImage {
        let x = min(max(0, rect.x), image.width - 1)
        let y = min(max(0, rect.y), image.height - 1)
        let width = max(1, min(rect.width, image.width - x))
        let height = max(1, min(rect.height, image.height - y))
        let step = max(
            1, (width + max(1, maximumWidth) - 1) / max(1, maximumWidth),
            (height + max(1, maximumHeight) - 1) / max(1, maximumHeight))
        // The halving 2^shift with 2^shift ≤ step: each output pixel is at most 3 of its pixels a side.
        var shift = 0
        while shift + 1 < levels.count, 2 << shift <= step { shift += 1 }
        let level = levels[shift]
        func starts(from origin: Int, length: Int, limit: Int) -> [Int] {
            let count = (length + step - 1) / step
            let inner = (0..<count).map { (origin + $0 * step) >> shift }
            return inner + [min(limit, (origin + length + (1 << shift) - 1) >> shift)]
        }
        return DarkerWins.reduce(
            level, columns: starts(from: x, length: width, limit: level.width),
            rows: starts(from: y, length: height, limit: level.height), flatten: shift == 0 && !isOpaque)
    }

    /// Equal when made from equal images: pixels are not compared (see `ReaderImage`).
    public static func == (lhs: ImageHalvings, rhs: ImageHalvings) -> Bool {
        lhs === rhs || lhs.levels.map { [$0.width, $0.height] } == rhs.levels.map { [$0.width, $0.height] }
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(levels.count)
        hasher.combine(image.width)
        hasher.combine(image.height)
    }
}
