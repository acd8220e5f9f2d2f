import CPNG
import Foundation

/// PNG through libpng's simplified API, which reports errors as return
/// values (no longjmp through Swift frames) and reads the header alone first.
enum PNGDecoder {
    static func decode(_ bytes: Data, limits: ImageLimits) throws(ImageUnavailable) -> DecodedImage {
        // libpng keeps pointing at the bytes between the two calls, so both run inside one borrow.
        let result = bytes.withUnsafeBytes { buffer -> Result<DecodedImage, ImageUnavailable> in
            var image = png_image()
            image.version = UInt32(PNG_IMAGE_VERSION)
            guard png_image_begin_read_from_memory(&image, buffer.baseAddress, buffer.count) != 0 else {
                return .failure(.undecodable(reason: message(of: image)))
            }
            defer { png_image_free(&image) }
            let width = Int(image.width)
            let height = Int(image.height)
            do throws(ImageUnavailable) {
                try limits.check(width: width, height: height)
            } catch {
                return .failure(error)
            }
            image.format = UInt32(PNG_FORMAT_FLAG_COLOR | PNG_FORMAT_FLAG_ALPHA)  // PNG_FORMAT_RGBA
            var pixels = [UInt8](repeating: 0, count: width * height * 4)
            let finished = pixels.withUnsafeMutableBytes { output in
                png_image_finish_read(&image, nil, output.baseAddress, Int32(width * 4), nil)
            }
            guard finished != 0 else { return .failure(.undecodable(reason: message(of: image))) }
            guard let decoded = DecodedImage(width: width, height: height, format: .png, pixels: pixels) else {
                return .failure(.undecodable(reason: "libpng returned no pixels"))
            }
            return .success(decoded)
        }
        return try result.get()
    }

    /// libpng's own message for the last failure, e.g. "Not a PNG file".
    static func message(of image: png_image) -> String {
        let text = withUnsafeBytes(of: image.message) { raw in
            String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
        }
        return text.isEmpty ? "libpng gave no reason" : "libpng: \(text)"
    }
}
