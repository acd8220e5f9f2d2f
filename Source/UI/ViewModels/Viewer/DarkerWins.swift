import ComicData

/// Reduces an image by taking, channel by channel, the darkest pixel of
/// each output pixel's block: xkcd's black ink on white keeps a line one
/// pixel thin whole and connected, where every n-th pixel steps over it
/// and an average fades it to a grey chafa's ink shaping drops as paper.
enum DarkerWins {
    /// Output pixel (i, j) is the darkest of `image`'s columns
    /// `columns[i]..<columns[i + 1]` and rows `rows[j]..<rows[j + 1]`; both
    /// strictly increasing and inside the image. `flatten` composites
    /// transparent pixels on white first, so clear black does not win.
    static func reduce(_ image: DecodedImage, columns: [Int], rows: [Int], flatten: Bool) -> DecodedImage {
        let outWidth = columns.count - 1
        let outHeight = rows.count - 1
        guard outWidth > 0, outHeight > 0, let left = columns.first, let right = columns.last else { return image }
        let span = (right - left) * 4
        var output = [UInt8](repeating: 255, count: outWidth * outHeight * 4)
        var line = [UInt8](repeating: 255, count: span)
        var paper = [UInt8](repeating: 255, count: flatten ? span : 0)
        image.pixels.withUnsafeBytes { source in
            output.withUnsafeMutableBytes { target in
                line.withUnsafeMutableBytes { line in
                    paper.withUnsafeMutableBytes { paper in
                        columns.withUnsafeBufferPointer { columns in
                            for row in 0..<outHeight {
                                for (index, sourceRow) in (rows[row]..<rows[row + 1]).enumerated() {
                                    let start = (sourceRow * image.width + left) * 4
                                    var pixels = UnsafeRawBufferPointer(rebasing: source[start..<(start + span)])
                                    if flatten {
                                        onWhite(pixels, into: paper)
                                        pixels = UnsafeRawBufferPointer(paper)
                                    }
                                    if index == 0 {
                                        line.copyMemory(from: pixels)
                                    } else {
                                        darkest(of: pixels, into: line)
                                    }
                                }
                                darkestAcross(line, columns: columns, into: target, at: row * outWidth * 4)
                            }
                        }
                    }
                }
            }
        }
        return DecodedImage(width: outWidth, height: outHeight, format: image.format, pixels: output) ?? image
    }

    /// `image` at half its size each way (rounded up), on white paper.
    static func halved(_ image: DecodedImage, flatten: Bool) -> DecodedImage {
        func pairs(_ count: Int) -> [Int] { Array(stride(from: 0, to: count, by: 2)) + [count] }
        return reduce(image, columns: pairs(image.width), rows: pairs(image.height), flatten: flatten)
    }

    /// `line` becomes the darker of it and `pixels`, byte by byte: a plain
    /// loop on typed pointers, which the compiler vectorises (SIMD32's
    /// `pointwiseMin` went lane by lane through the stack: 0.24 s a chart).
    private static func darkest(of pixels: UnsafeRawBufferPointer, into line: UnsafeMutableRawBufferPointer) {
        let source = pixels.bindMemory(to: UInt8.self)
        let target = line.bindMemory(to: UInt8.self)
        for index in 0..<min(source.count, target.count) where source[index] < target[index] {
            target[index] = source[index]
        }
    }

    /// Each output pixel of a row: the darkest of its columns in `line`.
    private static func darkestAcross(
        _ line: UnsafeMutableRawBufferPointer, columns: UnsafeBufferPointer<Int>,
        into target: UnsafeMutableRawBufferPointer, at rowStart: Int
    ) {
        let line = line.bindMemory(to: UInt8.self)
        let target = target.bindMemory(to: UInt8.self)
        let left = columns[0]
        for column in 0..<(columns.count - 1) {
            let first = (columns[column] - left) * 4
            let end = (columns[column + 1] - left) * 4
            let to = rowStart + column * 4
            for channel in 0..<4 {
                var darker = line[first + channel]
                for next in stride(from: first + 4 + channel, to: end, by: 4) { darker = min(darker, line[next]) }
                target[to + channel] = darker
            }
        }
    }

    /// A row's pixels composited on white, as chafa shows transparency.
    private static func onWhite(_ pixels: UnsafeRawBufferPointer, into paper: UnsafeMutableRawBufferPointer) {
        for offset in stride(from: 0, to: pixels.count, by: 4) {
            let alpha = UInt32(pixels[offset + 3])
            for channel in offset..<(offset + 3) {
                paper[channel] = UInt8((UInt32(pixels[channel]) * alpha + 255 * (255 - alpha)) / 255)
            }
            paper[offset + 3] = 255
        }
    }
}
