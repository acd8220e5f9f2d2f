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
}
