import Foundation

/// Decodes untrusted PNG, JPEG and GIF bytes with the system's libraries,
/// after checking the byte count and the header's dimensions.
public enum ImageDecoder {
    public static func decode(_ bytes: Data, limits: ImageLimits = ImageLimits()) throws(ImageUnavailable)
        -> DecodedImage
    {
        try limits.check(byteCount: bytes.count)
        switch ImageFormat(sniffing: bytes) {
        case .png: return try PNGDecoder.decode(bytes, limits: limits)
        case .jpeg: return try JPEGDecoder.decode(bytes, limits: limits)
        case .gif: return try GIFDecoder.decode(bytes, limits: limits)
        case nil: throw .unknownFormat
        }
    }

    /// The image's size, once it is known to be whole: what saving it for
    /// later needs. A PNG is checked without being decoded (see `PNGCheck`).
    public static func check(_ bytes: Data, limits: ImageLimits = ImageLimits()) throws(ImageUnavailable)
        -> (width: Int, height: Int)
    {
        try limits.check(byteCount: bytes.count)
        if ImageFormat(sniffing: bytes) == .png { return try PNGCheck.dimensions(of: bytes, limits: limits) }
        let decoded = try decode(bytes, limits: limits)
        return (decoded.sourceWidth, decoded.sourceHeight)
    }

    /// What of checked `bytes` is saved: a PNG without its text and other
    /// chunks that are never drawn; other formats as they came.
    public static func kept(_ bytes: Data) -> Data {
        ImageFormat(sniffing: bytes) == .png ? PNGCheck.essentials(of: bytes) : bytes
    }
}
