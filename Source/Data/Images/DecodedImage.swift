/// An image's pixels: 8-bit RGBA, not premultiplied, rows top to bottom
/// with no padding.
public struct DecodedImage: Sendable, Equatable {
    public let width: Int
    public let height: Int
    public let format: ImageFormat
    public let pixels: [UInt8]
    /// The size the file declares; larger than `width` × `height` when it was reduced while decoded.
    public let sourceWidth: Int
    public let sourceHeight: Int

    /// Nil unless `pixels` holds exactly `width` × `height` RGBA pixels.
    public init?(
        width: Int, height: Int, format: ImageFormat, pixels: [UInt8], sourceWidth: Int? = nil,
        sourceHeight: Int? = nil
    ) {
        guard width > 0, height > 0, pixels.count == width * height * 4 else { return nil }
        self.width = width
        self.height = height
        self.format = format
        self.pixels = pixels
        self.sourceWidth = max(width, sourceWidth ?? width)
        self.sourceHeight = max(height, sourceHeight ?? height)
    }

    /// Whether the decoder reduced it to fit the decoded-pixel limit.
    public var isReduced: Bool { sourceWidth > width || sourceHeight > height }

    /// The colour at (`x`, `y`), counted from the top left.
    public func pixel(x: Int, y: Int) -> RGBA {
        let offset = (y * width + x) * 4
        return RGBA(red: pixels[offset], green: pixels[offset + 1], blue: pixels[offset + 2], alpha: pixels[offset + 3])
    }

    /// Whether any pixel is not fully opaque.
    public var hasTransparency: Bool {
        stride(from: 3, to: pixels.count, by: 4).contains { pixels[$0] != 255 }
    }
}

/// One pixel's colour.
public struct RGBA: Sendable, Hashable, CustomStringConvertible {
    public var red: UInt8
    public var green: UInt8
    public var blue: UInt8
    public var alpha: UInt8

    public init(red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8 = 255) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }

    public var description: String { "rgba(\(red), \(green), \(blue), \(alpha))" }
}
