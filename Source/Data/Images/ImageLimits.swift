/// How much of an untrusted image is accepted before anything is decoded.
public struct ImageLimits: Sendable, Hashable {
    /// Compressed bytes; xkcd's largest images are a few MiB.
    public var maximumBytes: Int
    /// Width × height, checked from the header before pixels are allocated:
    /// 40 megapixels are 160 MB of RGBA.
    public var maximumPixels: Int

    public init(maximumBytes: Int = 10 * 1024 * 1024, maximumPixels: Int = 40_000_000) {
        self.maximumBytes = maximumBytes
        self.maximumPixels = maximumPixels
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
}
