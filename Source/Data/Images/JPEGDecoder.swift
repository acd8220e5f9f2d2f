import CTurboJPEG
import Foundation

/// JPEG through libjpeg-turbo's TurboJPEG API, which returns errors instead
/// of the classic API's longjmp, and reads the header alone first. An image
/// over the decoded-pixel limit is decoded at one of libjpeg-turbo's scaling
/// factors (down to 1/8), which never builds the full-size image.
enum JPEGDecoder {
    static func decode(_ bytes: Data, limits: ImageLimits) throws(ImageUnavailable) -> DecodedImage {
        guard let turbo = xkcd_jpeg()?.pointee else {
            throw .libraryMissing(xkcd_jpeg_error(), name: "libturbojpeg")
        }
        guard let handle = turbo.tjInitDecompress() else {
            throw .undecodable(reason: "libjpeg-turbo could not start a decoder")
        }
        defer { _ = turbo.tjDestroy(handle) }
        let result = bytes.withUnsafeBytes { buffer -> Result<DecodedImage, ImageUnavailable> in
            guard let base = buffer.bindMemory(to: UInt8.self).baseAddress else {
                return .failure(.undecodable(reason: "no bytes"))
            }
            let size = UInt(buffer.count)
            var width: Int32 = 0
            var height: Int32 = 0
            var subsampling: Int32 = 0
            var colorspace: Int32 = 0
            guard turbo.tjDecompressHeader3(handle, base, size, &width, &height, &subsampling, &colorspace) == 0 else {
                return .failure(.undecodable(reason: message(handle, turbo)))
            }
            do throws(ImageUnavailable) {
                try limits.check(width: Int(width), height: Int(height))
            } catch {
                return .failure(error)
            }
            let (scaledWidth, scaledHeight) = scaledSize(width: width, height: height, limits: limits, turbo)
            var pixels = [UInt8](repeating: 0, count: Int(scaledWidth) * Int(scaledHeight) * 4)
            // A warning (a truncated file, say) stops decoding: half a comic
            // is not shown or cached. Scans are capped against progressive-JPEG floods.
            let flags = Int32(TJFLAG_STOPONWARNING | TJFLAG_LIMITSCANS)
            let status = pixels.withUnsafeMutableBufferPointer { output in
                turbo.tjDecompress2(
                    handle, base, size, output.baseAddress, scaledWidth, scaledWidth * 4, scaledHeight,
                    Int32(TJPF_RGBA.rawValue), flags)
            }
            guard status == 0 else { return .failure(.undecodable(reason: message(handle, turbo))) }
            guard
                let decoded = DecodedImage(
                    width: Int(scaledWidth), height: Int(scaledHeight), format: .jpeg, pixels: pixels,
                    sourceWidth: Int(width), sourceHeight: Int(height))
            else {
                return .failure(.undecodable(reason: "libjpeg-turbo returned no pixels"))
            }
            return .success(decoded)
        }
        return try result.get()
    }

    /// The largest of libjpeg-turbo's scaling factors (no larger than 1) within the decoded-pixel limit.
    static func scaledSize(
        width: Int32, height: Int32, limits: ImageLimits, _ turbo: xkcd_jpeg_api
    ) -> (Int32, Int32) {
        var count: Int32 = 0
        guard let factors = turbo.tjGetScalingFactors(&count), count > 0 else { return (width, height) }
        let sizes = UnsafeBufferPointer(start: factors, count: Int(count)).compactMap { factor -> (Int32, Int32)? in
            guard factor.num > 0, factor.denom > 0, factor.num <= factor.denom else { return nil }
            // TJSCALED: the side times the factor, rounded up.
            func scaled(_ side: Int32) -> Int32 { (side * factor.num + factor.denom - 1) / factor.denom }
            return (scaled(width), scaled(height))
        }
        let fitting = sizes.filter { Int($0.0) * Int($0.1) <= limits.maximumDecodedPixels }
        let smallest = sizes.min { Int($0.0) * Int($0.1) < Int($1.0) * Int($1.1) }
        return fitting.max { Int($0.0) * Int($0.1) < Int($1.0) * Int($1.1) } ?? smallest ?? (width, height)
    }

    private static func message(_ handle: tjhandle, _ turbo: xkcd_jpeg_api) -> String {
        guard let text = turbo.tjGetErrorStr2(handle) else { return "libjpeg-turbo gave no reason" }
        return "libjpeg-turbo: \(String(cString: text))"
    }
}
