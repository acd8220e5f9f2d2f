import CGIF
import Foundation

/// The first frame of a GIF through giflib, read record by record so that
/// only that frame is ever decoded, and only after its size is checked.
/// (`DGifSlurp` would decode every frame of an animation first.)
enum GIFDecoder {
    static func decode(_ bytes: Data, limits: ImageLimits) throws(ImageUnavailable) -> DecodedImage {
        guard let giflib = xkcd_gif()?.pointee else {
            throw .libraryMissing(xkcd_gif_error(), name: "giflib")
        }
        let source = ByteSource(Array(bytes))
        var error: Int32 = 0
        let opened = withExtendedLifetime(source) {
            giflib.DGifOpen(Unmanaged.passUnretained(source).toOpaque(), ByteSource.read, &error)
        }
        guard let gif = opened else { throw .undecodable(reason: reason(error, giflib)) }
        defer {
            var closeError: Int32 = 0
            _ = giflib.DGifCloseFile(gif, &closeError)
        }
        return try withExtendedLifetime(source) { () throws(ImageUnavailable) -> DecodedImage in
            try firstFrame(of: gif, limits: limits, giflib)
        }
    }

    private static func firstFrame(
        of gif: UnsafeMutablePointer<GifFileType>, limits: ImageLimits, _ giflib: xkcd_gif_api
    ) throws(ImageUnavailable) -> DecodedImage {
        var transparentIndex: Int32 = -1
        while true {
            var record = UNDEFINED_RECORD_TYPE
            guard giflib.DGifGetRecordType(gif, &record) == GIF_OK else { throw failure(gif, giflib) }
            switch record {
            case EXTENSION_RECORD_TYPE:
                transparentIndex = try readExtension(of: gif, giflib) ?? transparentIndex
            case IMAGE_DESC_RECORD_TYPE:
                guard giflib.DGifGetImageDesc(gif) == GIF_OK else { throw failure(gif, giflib) }
                return try readImage(of: gif, transparentIndex: transparentIndex, limits: limits, giflib)
            case TERMINATE_RECORD_TYPE:
                throw .undecodable(reason: "the GIF has no frame")
            default:
                throw .undecodable(reason: "the GIF has an unknown record")
            }
        }
    }

    /// Skips an extension; returns the transparent colour index if it is a graphics control block.
    private static func readExtension(
        of gif: UnsafeMutablePointer<GifFileType>, _ giflib: xkcd_gif_api
    ) throws(ImageUnavailable) -> Int32? {
        var code: Int32 = 0
        var block: UnsafeMutablePointer<GifByteType>?
        guard giflib.DGifGetExtension(gif, &code, &block) == GIF_OK else { throw failure(gif, giflib) }
        var transparentIndex: Int32?
        if code == GRAPHICS_EXT_FUNC_CODE, let block {
            var control = GraphicsControlBlock()
            if giflib.DGifExtensionToGCB(Int(block[0]), block + 1, &control) == GIF_OK {
                transparentIndex = control.TransparentColor
            }
        }
        while block != nil {
            guard giflib.DGifGetExtensionNext(gif, &block) == GIF_OK else { throw failure(gif, giflib) }
        }
        return transparentIndex
    }

    private static func readImage(
        of gif: UnsafeMutablePointer<GifFileType>, transparentIndex: Int32, limits: ImageLimits,
        _ giflib: xkcd_gif_api
    ) throws(ImageUnavailable) -> DecodedImage {
        let frame = gif.pointee.Image
        let (left, top) = (Int(frame.Left), Int(frame.Top))
        let (frameWidth, frameHeight) = (Int(frame.Width), Int(frame.Height))
        try limits.check(width: frameWidth, height: frameHeight)
        // A logical screen of 0×0 (seen in the wild) is taken as the frame's extent.
        let width = gif.pointee.SWidth > 0 ? Int(gif.pointee.SWidth) : left + frameWidth
        let height = gif.pointee.SHeight > 0 ? Int(gif.pointee.SHeight) : top + frameHeight
        try limits.check(width: width, height: height)
        // Over the decoded limit, every `factor`th pixel each way is kept: rows may come interlaced, in any order.
        let factor = limits.reduction(width: width, height: height)
        let (outputWidth, outputHeight) = (
            ImageLimits.reduced(width, by: factor), ImageLimits.reduced(height, by: factor)
        )
        guard let colorMap = frame.ColorMap ?? gif.pointee.SColorMap, let colors = colorMap.pointee.Colors else {
            throw .undecodable(reason: "the GIF has no colour table")
        }
        let colorCount = Int(colorMap.pointee.ColorCount)

        // Pixels outside the frame stay transparent, as browsers show them.
        var pixels = [UInt8](repeating: 0, count: outputWidth * outputHeight * 4)
        var line = [GifPixelType](repeating: 0, count: frameWidth)
        for row in rowOrder(height: frameHeight, interlaced: frame.Interlace) {
            guard giflib.DGifGetLine(gif, &line, Int32(frameWidth)) == GIF_OK else { throw failure(gif, giflib) }
            let y = top + row
            guard y < height, y % factor == 0 else { continue }
            for column in 0..<frameWidth {
                let x = left + column
                let index = Int(line[column])
                guard x < width, x % factor == 0, index < colorCount, index != Int(transparentIndex) else { continue }
                let color = colors[index]
                let offset = ((y / factor) * outputWidth + x / factor) * 4
                pixels[offset] = color.Red
                pixels[offset + 1] = color.Green
                pixels[offset + 2] = color.Blue
                pixels[offset + 3] = 255
            }
        }
        guard
            let image = DecodedImage(
                width: outputWidth, height: outputHeight, format: .gif, pixels: pixels, sourceWidth: width,
                sourceHeight: height)
        else {
            throw .undecodable(reason: "giflib returned no pixels")
        }
        return image
    }

    /// The rows in the order the file stores them: interlaced GIFs store
    /// every 8th row from 0, every 8th from 4, every 4th from 2, then every 2nd from 1.
    static func rowOrder(height: Int, interlaced: Bool) -> [Int] {
        guard interlaced else { return Array(0..<height) }
        return [(0, 8), (4, 8), (2, 4), (1, 2)].flatMap { start, step in
            Array(stride(from: start, to: height, by: step))
        }
    }

    private static func failure(_ gif: UnsafeMutablePointer<GifFileType>, _ giflib: xkcd_gif_api) -> ImageUnavailable {
        .undecodable(reason: reason(gif.pointee.Error, giflib))
    }

    private static func reason(_ code: Int32, _ giflib: xkcd_gif_api) -> String {
        guard let text = giflib.GifErrorString(code) else { return "giflib error \(code)" }
        return "giflib: \(String(cString: text))"
    }
}

/// The bytes giflib reads through its callback.
private final class ByteSource {
    let bytes: [UInt8]
    var offset = 0

    init(_ bytes: [UInt8]) {
        self.bytes = bytes
    }

    /// giflib's InputFunc: copies up to `count` bytes; fewer at the end.
    static let read: InputFunc = { gif, destination, count in
        guard let gif, let destination, count > 0, let context = gif.pointee.UserData else { return 0 }
        let source = Unmanaged<ByteSource>.fromOpaque(context).takeUnretainedValue()
        let available = min(Int(count), source.bytes.count - source.offset)
        guard available > 0 else { return 0 }
        source.bytes.withUnsafeBufferPointer { buffer in
            if let base = buffer.baseAddress {
                destination.update(from: base + source.offset, count: available)
            }
        }
        source.offset += available
        return Int32(available)
    }
}
