import ComicTestSupport
import Foundation
import Testing

@testable import ComicData

/// Images over the decoded-pixel limit are reduced while they are read, so a
/// huge image costs what the screen can show, not its full size.
@Suite("Reduced decoding of images over the decoded-pixel limit")
struct ReducedDecodingTests {
    @Test(
        "each format, over a small decoded limit, keeps the drawing at a reduced size",
        arguments: [ImageFormat.png, .jpeg, .gif])
    func fixturesReduced(format: ImageFormat) throws {
        let bytes =
            switch format {
            case .png: try ImageFixtures.png
            case .jpeg: try ImageFixtures.jpeg
            case .gif: try ImageFixtures.gif
            }
        let limits = ImageLimits(maximumDecodedPixels: 100_000)

        let image = try ImageDecoder.decode(bytes, limits: limits)

        #expect((image.sourceWidth, image.sourceHeight) == (740, 400))
        #expect(image.isReduced)
        #expect(image.width * image.height <= limits.maximumDecodedPixels)
        // The drawing scaled with it: the black square (40–140) and the red disc (centre 370, 200).
        let scale = Double(image.width) / 740
        let square = image.pixel(x: Int(90 * scale), y: Int(90 * scale))
        let disc = image.pixel(x: Int(370 * scale), y: Int(200 * scale))
        #expect(square.red < 40 && square.green < 40, "\(square)")
        #expect(disc.red > 200 && disc.green < 60, "\(disc)")
    }

    @Test("a 5,000×4,000 PNG is decoded at half size, each 2×2 block averaged, not sampled")
    func pngAveraged() throws {
        // Top half: columns alternating 0 and 254; bottom half: white.
        let bytes = try GeneratedImages.png(width: 5000, height: 4000) { x, y in
            y < 2000 ? (x % 2 == 0 ? 0 : 254) : 255
        }

        let image = try ImageDecoder.decode(bytes)

        #expect((image.width, image.height) == (2500, 2000))
        #expect((image.sourceWidth, image.sourceHeight) == (5000, 4000))
        #expect(image.pixel(x: 700, y: 300) == RGBA(red: 127, green: 127, blue: 127))
        #expect(image.pixel(x: 2499, y: 999) == RGBA(red: 127, green: 127, blue: 127))
        #expect(image.pixel(x: 10, y: 1000) == RGBA(red: 255, green: 255, blue: 255))
    }

    @Test("an odd-sized PNG's last partial block is a pixel of its own")
    func partialBlock() throws {
        let bytes = try GeneratedImages.png(width: 301, height: 201) { x, _ in x == 300 ? 0 : 255 }

        let image = try ImageDecoder.decode(bytes, limits: ImageLimits(maximumDecodedPixels: 10_000))

        #expect((image.width, image.height) == (101, 67))
        #expect(image.pixel(x: 100, y: 66) == RGBA(red: 0, green: 0, blue: 0))
        #expect(image.pixel(x: 99, y: 66) == RGBA(red: 255, green: 255, blue: 255))
    }

    @Test("an interlaced PNG: whole when it fits, the same pixels as the plain one; reduced from its first pass")
    func interlaced() throws {
        func quadrants(_ x: Int, _ y: Int, width: Int, height: Int) -> UInt8 {
            (x < width / 2) == (y < height / 2) ? 0 : 200
        }
        let small = try GeneratedImages.png(width: 64, height: 48, interlaced: true) {
            quadrants($0, $1, width: 64, height: 48)
        }
        let plain = try GeneratedImages.png(width: 64, height: 48) { quadrants($0, $1, width: 64, height: 48) }
        #expect(try ImageDecoder.decode(small).pixels == ImageDecoder.decode(plain).pixels)

        let large = try GeneratedImages.png(width: 4000, height: 3000, interlaced: true) {
            quadrants($0, $1, width: 4000, height: 3000)
        }
        let image = try ImageDecoder.decode(large)

        #expect((image.width, image.height) == (500, 375))
        #expect(image.pixel(x: 10, y: 10).red == 0)
        #expect(image.pixel(x: 490, y: 10).red == 200)
        #expect(image.pixel(x: 490, y: 370).red == 0)
    }

    @Test("a 4,000×3,000 JPEG is decoded at libjpeg-turbo's largest scale within the limit")
    func jpegScaled() throws {
        let bytes = try GeneratedImages.jpeg(width: 4000, height: 3000) { x, _ in x < 2000 ? 0 : 255 }
        let limits = ImageLimits()

        let image = try ImageDecoder.decode(bytes, limits: limits)

        #expect(image.width * image.height <= limits.maximumDecodedPixels)
        // The next eighth up would be over the limit: the largest scale that fits was taken.
        let eighths = image.width * 8 / 4000
        #expect((4000 * (eighths + 1) / 8) * (3000 * (eighths + 1) / 8) > limits.maximumDecodedPixels)
        #expect(image.pixel(x: 10, y: 10).red < 20)
        #expect(image.pixel(x: image.width - 10, y: 10).red > 235)
    }
}
