import CPNG
import CTurboJPEG
import Foundation

/// Large images made on the spot, row by row, so a 10,000×10,000 test image
/// costs the test only its compressed bytes. Grey, 8 bits a pixel.
public enum GeneratedImages {
    public enum Failure: Error { case encoder(String) }

    /// A PNG whose pixel at (x, y) is `grey(x, y)`; Adam7-interlaced when asked.
    public static func png(
        width: Int, height: Int, interlaced: Bool = false, textChunkBytes: Int = 0,
        grey: (Int, Int) -> UInt8
    ) throws -> Data {
        var header = Data()
        header.append(bigEndian: UInt32(width))
        header.append(bigEndian: UInt32(height))
        header.append(contentsOf: [8, 0, 0, 0, interlaced ? 1 : 0])
        var file = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        file.appendChunk("IHDR", header)
        if textChunkBytes > 0 {
            file.appendChunk("tEXt", Data("Comment".utf8) + Data([0]) + Data(repeating: 0x41, count: textChunkBytes))
        }
        file.appendChunk("IDAT", try imageData(width: width, height: height, interlaced: interlaced, grey))
        file.appendChunk("IEND", Data())
        return file
    }

    /// A baseline JPEG of `grey(x, y)`; built whole (width × height bytes), so keep it moderate.
    public static func jpeg(width: Int, height: Int, grey: (Int, Int) -> UInt8) throws -> Data {
        var pixels = [UInt8](repeating: 0, count: width * height)
        for y in 0..<height { for x in 0..<width { pixels[y * width + x] = grey(x, y) } }
        guard let handle = tjInitCompress() else { throw Failure.encoder("tjInitCompress") }
        defer { tjDestroy(handle) }
        var output: UnsafeMutablePointer<UInt8>?
        var size: UInt = 0
        let status = tjCompress2(
            handle, pixels, Int32(width), 0, Int32(height), Int32(TJPF_GRAY.rawValue), &output, &size,
            Int32(TJSAMP_GRAY.rawValue), 90, 0)
        guard status == 0, let output else { throw Failure.encoder("tjCompress2") }
        defer { tjFree(output) }
        return Data(bytes: output, count: Int(size))
    }

    /// The filtered rows (filter 0) in file order, every row or Adam7's seven passes, deflated as they are made.
    private static func imageData(
        width: Int, height: Int, interlaced: Bool, _ grey: (Int, Int) -> UInt8
    ) throws -> Data {
        let passes =
            interlaced
            ? [(0, 0, 8, 8), (4, 0, 8, 8), (0, 4, 4, 8), (2, 0, 4, 4), (0, 2, 2, 4), (1, 0, 2, 2), (0, 1, 1, 2)]
            : [(0, 0, 1, 1)]
        var stream = z_stream()
        guard deflateInit_(&stream, 6, ZLIB_VERSION, Int32(MemoryLayout<z_stream>.size)) == Z_OK else {
            throw Failure.encoder("deflateInit")
        }
        defer { deflateEnd(&stream) }
        var output = Data()
        var buffer = [UInt8](repeating: 0, count: 64 * 1024)
        func pump(_ input: [UInt8], flush: Int32) {
            var input = input
            input.withUnsafeMutableBufferPointer { source in
                stream.next_in = source.baseAddress
                stream.avail_in = uInt(source.count)
                repeat {
                    buffer.withUnsafeMutableBufferPointer { target in
                        guard let base = target.baseAddress else { return }
                        stream.next_out = base
                        stream.avail_out = uInt(target.count)
                        deflate(&stream, flush)
                        output.append(base, count: target.count - Int(stream.avail_out))
                    }
                } while stream.avail_out == 0 || (flush == Z_FINISH && stream.avail_in > 0)
            }
        }
        for (x0, y0, dx, dy) in passes where x0 < width {
            let columns = Array(stride(from: x0, to: width, by: dx))
            for y in stride(from: y0, to: height, by: dy) { pump([0] + columns.map { grey($0, y) }, flush: Z_NO_FLUSH) }
        }
        pump([], flush: Z_FINISH)
        return output
    }
}

extension Data {
    fileprivate mutating func append(bigEndian value: UInt32) {
        append(contentsOf: [
            UInt8(value >> 24), UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF),
        ])
    }

    fileprivate mutating func appendChunk(_ type: String, _ body: Data) {
        append(bigEndian: UInt32(body.count))
        let typed = Data(type.utf8) + body
        append(typed)
        let crc = typed.withUnsafeBytes { raw in
            crc32(0, raw.bindMemory(to: Bytef.self).baseAddress, uInt(raw.count))
        }
        append(bigEndian: UInt32(crc))
    }
}
