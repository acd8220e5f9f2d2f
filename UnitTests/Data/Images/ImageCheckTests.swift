import ComicTestSupport
import Foundation
import Testing

@testable import ComicData

/// `ImageDecoder.check`, what `sync --images` runs on each image before
/// saving it: a PNG's chunks are checked without inflating them.
@Suite("Checking an image is whole before it is saved")
struct ImageCheckTests {
    @Test("the size is the one decoding finds", arguments: [ImageFormat.png, .jpeg, .gif])
    func sizeAsDecoded(format: ImageFormat) throws {
        let bytes = try ImageDecoderTests.fixture(format)

        let size = try ImageDecoder.check(bytes)
        let decoded = try ImageDecoder.decode(bytes)

        #expect(size.width == decoded.width)
        #expect(size.height == decoded.height)
    }

    @Test("a body cut anywhere after the header is refused", arguments: [ImageFormat.png, .jpeg, .gif])
    func cutShort(format: ImageFormat) throws {
        let whole = try ImageDecoderTests.fixture(format)
        // Half the body; for a PNG, the end chunk alone missing (its last 12
        // bytes). A GIF whose later frames are cut still shows its first.
        let cuts = [whole.prefix(whole.count / 2)] + (format == .png ? [whole.dropLast(12)] : [])
        for cut in cuts {
            #expect {
                try ImageDecoder.check(Data(cut))
            } throws: { error in
                guard case .undecodable = error as? ImageUnavailable else { return false }
                return true
            }
        }
    }

    @Test("one flipped bit in a PNG's image data fails its CRC check")
    func corruptImageData() throws {
        var bytes = try ImageFixtures.png
        let imageData = try #require(bytes.firstRange(of: Data("IDAT".utf8)))
        bytes[imageData.upperBound + 10] ^= 0x01

        #expect(throws: ImageUnavailable.undecodable(reason: "the PNG's IDAT chunk fails its CRC check")) {
            try ImageDecoder.check(bytes)
        }
    }

    @Test("a chunk type that is not four letters is not echoed into the message")
    func hostileChunkType() throws {
        var bytes = try ImageFixtures.png
        // The end chunk's: libpng reads only up to the image data (and escapes what it quotes).
        let end = try #require(bytes.lastRange(of: Data("IEND".utf8)))
        bytes[end.lowerBound] = 0x1B  // ESC

        #expect {
            try ImageDecoder.check(bytes)
        } throws: { error in
            guard case .undecodable(let reason) = error as? ImageUnavailable else { return false }
            return reason.contains("unnamed") && !reason.unicodeScalars.contains { $0.value < 0x20 }
        }
    }

    @Test("a header claiming 60000×60000 pixels is refused", arguments: [ImageFormat.png, .jpeg, .gif])
    func bombRefused(format: ImageFormat) throws {
        #expect(
            throws: ImageUnavailable.tooManyPixels(width: 60000, height: 60000, limit: ImageLimits().maximumPixels)
        ) {
            try ImageDecoder.check(try ImageDecoderTests.bomb(format))
        }
    }

    @Test("bytes that are no image are an unknown format; too many bytes are refused first")
    func notAnImage() throws {
        #expect(throws: ImageUnavailable.unknownFormat) { try ImageDecoder.check(ImageFixtures.notAnImage) }
        #expect(throws: ImageUnavailable.tooManyBytes(limit: 1000)) {
            try ImageDecoder.check(try ImageFixtures.png, limits: ImageLimits(maximumBytes: 1000))
        }
    }
}
