/// How much of an untrusted image is accepted before anything is decoded,
/// and how large its pixels may be once decoded.
public struct ImageLimits: Sendable, Hashable {
    /// Compressed bytes; xkcd's largest images are a few MiB.
    public var maximumBytes: Int
    /// Width × height, checked from the header before pixels are allocated:
    /// xkcd's largest images are about 120 megapixels; a header claiming far more is a bomb.
    public var maximumPixels: Int
    /// Decoded pixels at most: larger images are reduced while they are read.
    /// 8 megapixels (32 MB of RGBA) are more than a 4K screen shows.
    public var maximumDecodedPixels: Int

    public init(
        maximumBytes: Int = 10 * 1024 * 1024, maximumPixels: Int = 250_000_000,
        maximumDecodedPixels: Int = 8_000_000
    ) {
        self.maximumBytes = maximumBytes
        self.maximumPixels = maximumPixels
        self.maximumDecodedPixels = max(1, maximumDecodedPixels)
    }

    /// Refuses dimensions that are empty or larger than the pixel limit.
    func check(width: Int, height: Int) throws(ImageUnavailable) {
        guard width > 0, height > 0 else {
            throw .undecodable(reason: "the image claims a size of \(width)×\(height) pixels")
        }
        // Each side is below 2^32, so the product cannot overflow an Int.
        guard width * height <= maximumPixels else {
            throw .tooManyPixels(width: width, height: height, limit: maximumPixels)
        }
    }

    func check(byteCount: Int) throws(ImageUnavailable) {
        guard byteCount <= maximumBytes else { throw .tooManyBytes(limit: maximumBytes) }
    }

    /// The smallest whole factor that brings a checked `width` × `height` within the decoded limit.
    func reduction(width: Int, height: Int) -> Int {
        var factor = 1
        while Self.reduced(width, by: factor) * Self.reduced(height, by: factor) > maximumDecodedPixels {
            factor += 1
        }
        return factor
    }

    /// A side divided by `factor`, rounded up: a partial block still makes a pixel.
    static func reduced(_ side: Int, by factor: Int) -> Int {
        (side + factor - 1) / factor
    }
}
