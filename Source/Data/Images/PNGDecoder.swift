import Foundation
import PNGReduce

/// PNG through libpng's sequential reader (in C, `PNGReduce`, where its
/// longjmps stay): the header first, held to the limits, then the rows,
/// averaged as they are read when the image is over the decoded-pixel limit.
enum PNGDecoder {
    static func decode(_ bytes: Data, limits: ImageLimits) throws(ImageUnavailable) -> DecodedImage {
        let result = bytes.withUnsafeBytes { buffer -> Result<DecodedImage, ImageUnavailable> in
            guard let base = buffer.bindMemory(to: UInt8.self).baseAddress else {
                return .failure(.undecodable(reason: "no bytes"))
            }
            var message = [CChar](repeating: 0, count: 200)
            var width: UInt32 = 0
            var height: UInt32 = 0
            var interlaced: Int32 = 0
            guard xkcd_png_header(base, buffer.count, &width, &height, &interlaced, &message, message.count) == 0
            else {
                return .failure(.undecodable(reason: text(message)))
            }
            let (sourceWidth, sourceHeight) = (Int(width), Int(height))
            do throws(ImageUnavailable) {
                try limits.check(width: sourceWidth, height: sourceHeight)
            } catch {
                return .failure(error)
            }
            let factor = limits.reduction(width: sourceWidth, height: sourceHeight)
            // An interlaced image reduced at all is read from its first pass, 1/8 each way.
            let (sampledWidth, sampledHeight, rest) =
                interlaced != 0 && factor > 1
                ? (ImageLimits.reduced(sourceWidth, by: 8), ImageLimits.reduced(sourceHeight, by: 8), (factor + 7) / 8)
                : (sourceWidth, sourceHeight, factor)
            let outputWidth = ImageLimits.reduced(sampledWidth, by: rest)
            let outputHeight = ImageLimits.reduced(sampledHeight, by: rest)
            var pixels = [UInt8](repeating: 0, count: outputWidth * outputHeight * 4)
            let status = pixels.withUnsafeMutableBufferPointer { output in
                xkcd_png_decode_reduced(
                    base, buffer.count, UInt32(factor), output.baseAddress, output.count, &message, message.count)
            }
            guard status == 0 else { return .failure(.undecodable(reason: text(message))) }
            guard
                let decoded = DecodedImage(
                    width: outputWidth, height: outputHeight, format: .png, pixels: pixels, sourceWidth: sourceWidth,
                    sourceHeight: sourceHeight)
            else {
                return .failure(.undecodable(reason: "libpng returned no pixels"))
            }
            return .success(decoded)
        }
        return try result.get()
    }

    private static func text(_ message: [CChar]) -> String {
        let text = String(decoding: message.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        return text.isEmpty ? "libpng gave no reason" : text
    }
}
