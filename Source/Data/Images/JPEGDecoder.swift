import CTurboJPEG
import Foundation

/// JPEG through libjpeg-turbo's TurboJPEG API, which returns errors instead
/// of the classic API's longjmp, and reads the header alone first.
enum JPEGDecoder {
    static func decode(_ bytes: Data, limits: ImageLimits) throws(ImageUnavailable) -> DecodedImage {
        guard let handle = tjInitDecompress() else {
            throw .undecodable(reason: "libjpeg-turbo could not start a decoder")
        }
        defer { tjDestroy(handle) }
        let result = bytes.withUnsafeBytes { buffer -> Result<DecodedImage, ImageUnavailable> in
            guard let base = buffer.bindMemory(to: UInt8.self).baseAddress else {
                return .failure(.undecodable(reason: "no bytes"))
            }
            let size = UInt(buffer.count)
            var width: Int32 = 0
            var height: Int32 = 0
            var subsampling: Int32 = 0
            var colorspace: Int32 = 0
            guard tjDecompressHeader3(handle, base, size, &width, &height, &subsampling, &colorspace) == 0 else {
                return .failure(.undecodable(reason: message(handle)))
            }
            do throws(ImageUnavailable) {
                try limits.check(width: Int(width), height: Int(height))
            } catch {
                return .failure(error)
            }
            var pixels = [UInt8](repeating: 0, count: Int(width) * Int(height) * 4)
            // A warning (a truncated file, say) stops decoding: half a comic
            // is not shown or cached. Scans are capped against progressive-JPEG floods.
            let flags = Int32(TJFLAG_STOPONWARNING | TJFLAG_LIMITSCANS)
            let status = pixels.withUnsafeMutableBufferPointer { output in
                tjDecompress2(
                    handle, base, size, output.baseAddress, width, width * 4, height, Int32(TJPF_RGBA.rawValue), flags)
            }
            guard status == 0 else { return .failure(.undecodable(reason: message(handle))) }
            guard let decoded = DecodedImage(width: Int(width), height: Int(height), format: .jpeg, pixels: pixels)
            else {
                return .failure(.undecodable(reason: "libjpeg-turbo returned no pixels"))
            }
            return .success(decoded)
        }
        return try result.get()
    }

    private static func message(_ handle: tjhandle) -> String {
        guard let text = tjGetErrorStr2(handle) else { return "libjpeg-turbo gave no reason" }
        return "libjpeg-turbo: \(String(cString: text))"
    }
}
