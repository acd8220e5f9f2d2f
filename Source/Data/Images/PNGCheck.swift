import CPNG
import Foundation

/// Checks a PNG whole without inflating it: libpng reads the header (and its
/// size is held to the limits), then every chunk's CRC is checked, with
/// zlib's, through to the end chunk. A truncated or corrupted transfer fails;
/// the pixels are decoded when the image is shown. A full decode of every
/// image made `sync --images` CPU-bound: a 5 KB comic can inflate to 1 MB.
enum PNGCheck {
    static func dimensions(of bytes: Data, limits: ImageLimits) throws(ImageUnavailable) -> (width: Int, height: Int) {
        guard let png = xkcd_png()?.pointee else {
            throw .libraryMissing(xkcd_png_error(), name: "libpng")
        }
        let header = bytes.withUnsafeBytes { buffer -> Result<(Int, Int), ImageUnavailable> in
            var image = png_image()
            image.version = UInt32(PNG_IMAGE_VERSION)
            guard png.png_image_begin_read_from_memory(&image, buffer.baseAddress, buffer.count) != 0 else {
                return .failure(.undecodable(reason: message(of: image)))
            }
            png.png_image_free(&image)
            return .success((Int(image.width), Int(image.height)))
        }
        let (width, height) = try header.get()
        try limits.check(width: width, height: height)
        if let problem = bytes.withUnsafeBytes(chunkProblem) { throw .undecodable(reason: problem) }
        return (width, height)
    }

    private static let signatureLength = 8

    /// The chunks the image needs to be drawn: a PNG can carry megabytes of
    /// text (seen: 9.4 MB of tEXt), which is never shown, so never kept.
    static let essentialChunks: Set<String> = ["IHDR", "PLTE", "tRNS", "IDAT", "IEND"]

    /// `bytes` (already checked whole) with only the essential chunks; each is copied with its CRC.
    static func essentials(of bytes: Data) -> Data {
        bytes.withUnsafeBytes { buffer -> Data in
            var kept = Data(buffer.prefix(signatureLength))
            var offset = signatureLength
            while offset + 12 <= buffer.count {
                let length = Int(bigEndian32(buffer, offset))
                guard length <= buffer.count - offset - 12 else { break }
                let type = String(decoding: buffer[(offset + 4)..<(offset + 8)], as: UTF8.self)
                if essentialChunks.contains(type) { kept.append(contentsOf: buffer[offset..<(offset + 12 + length)]) }
                if type == "IEND" { break }
                offset += length + 12
            }
            return kept
        }
    }

    /// What is wrong with the chunks after the signature, if anything.
    private static func chunkProblem(_ buffer: UnsafeRawBufferPointer) -> String? {
        var offset = signatureLength
        var sawImageData = false
        while offset + 12 <= buffer.count {
            let length = Int(bigEndian32(buffer, offset))
            let typeBytes = buffer[(offset + 4)..<(offset + 8)]
            // A chunk's type is four letters; anything else from the network is not echoed.
            let type =
                typeBytes.allSatisfy({ (0x41...0x5A).contains($0 & ~0x20) })
                ? String(decoding: typeBytes, as: UTF8.self) : "unnamed"
            guard length <= buffer.count - offset - 12 else { return "the PNG is cut short in its \(type) chunk" }
            let checked = UnsafeRawBufferPointer(rebasing: buffer[(offset + 4)..<(offset + 8 + length)])
            let crc = crc32(0, checked.bindMemory(to: Bytef.self).baseAddress, uInt(checked.count))
            guard crc == UInt(bigEndian32(buffer, offset + 8 + length)) else {
                return "the PNG's \(type) chunk fails its CRC check"
            }
            if type == "IDAT" { sawImageData = true }
            if type == "IEND" { return sawImageData ? nil : "the PNG has no image data" }
            offset += length + 12
        }
        return "the PNG is cut short (no end chunk)"
    }

    private static func bigEndian32(_ buffer: UnsafeRawBufferPointer, _ offset: Int) -> UInt32 {
        buffer[offset..<(offset + 4)].reduce(0) { $0 << 8 | UInt32($1) }
    }

    /// libpng's own message for the last failure of its simplified API, e.g. "Not a PNG file".
    static func message(of image: png_image) -> String {
        let text = withUnsafeBytes(of: image.message) { raw in
            String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
        }
        return text.isEmpty ? "libpng gave no reason" : "libpng: \(text)"
    }
}
