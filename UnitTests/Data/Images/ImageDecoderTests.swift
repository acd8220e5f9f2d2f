import ComicTestSupport
import Foundation
import Testing

@testable import ComicData

@Suite("Image decoding with the system's PNG, JPEG and GIF libraries")
struct ImageDecoderTests {
    static let black = RGBA(red: 0, green: 0, blue: 0)
    static let white = RGBA(red: 255, green: 255, blue: 255)
    static let red = RGBA(red: 255, green: 0, blue: 0)

    /// Whether two colours differ by at most `tolerance` per channel (JPEG is lossy).
    func close(_ a: RGBA, _ b: RGBA, tolerance: Int = 0) -> Bool {
        abs(Int(a.red) - Int(b.red)) <= tolerance && abs(Int(a.green) - Int(b.green)) <= tolerance
            && abs(Int(a.blue) - Int(b.blue)) <= tolerance && a.alpha == b.alpha
    }

    @Test("each format decodes to the drawing's pixels", arguments: [ImageFormat.png, .jpeg, .gif])
    func decodesTheDrawing(format: ImageFormat) throws {
        let bytes = try Self.fixture(format)
        let tolerance = format == .jpeg ? 24 : 0

        let image = try ImageDecoder.decode(bytes)

        #expect(image.format == format)
        #expect((image.width, image.height) == (740, 400))
        #expect(close(image.pixel(x: 90, y: 90), Self.black, tolerance: tolerance), "inside the black square")
        #expect(close(image.pixel(x: 370, y: 200), Self.red, tolerance: tolerance), "the red disc's centre")
        #expect(close(image.pixel(x: 300, y: 330), Self.white, tolerance: tolerance), "paper")
    }

    @Test("a GIF shows its first frame, not the blue second one")
    func gifFirstFrame() throws {
        let image = try ImageDecoder.decode(try ImageFixtures.gif)

        #expect(image.pixel(x: 300, y: 330) == Self.white)
        #expect(image.pixel(x: 370, y: 200) == Self.red)
    }

    @Test("an interlaced GIF's rows come in its four passes")
    func interlacedRowOrder() {
        #expect(GIFDecoder.rowOrder(height: 10, interlaced: true) == [0, 8, 4, 2, 6, 1, 3, 5, 7, 9])
        #expect(GIFDecoder.rowOrder(height: 3, interlaced: false) == [0, 1, 2])
    }

    @Test(
        "a header claiming 60000×60000 pixels is refused before any pixel is allocated",
        arguments: [ImageFormat.png, .jpeg, .gif])
    func bombRefused(format: ImageFormat) throws {
        let bomb = try Self.bomb(format)
        let peakBefore = try Self.peakResidentBytes()
        let clock = ContinuousClock()
        let start = clock.now

        #expect(
            throws: ImageUnavailable.tooManyPixels(width: 60000, height: 60000, limit: ImageLimits().maximumPixels)
        ) {
            try ImageDecoder.decode(bomb)
        }

        // Safety bounds, not timing goals: decoding the bomb would take
        // minutes and 10.8 GB (14.4 GB as RGBA).
        #expect(clock.now - start < .seconds(1))
        #expect(try Self.peakResidentBytes() - peakBefore < 64 * 1024 * 1024)
    }

    @Test("a body cut in half is an undecodable image, not a crash", arguments: [ImageFormat.png, .jpeg, .gif])
    func truncated(format: ImageFormat) throws {
        let body = ImageFixtures.truncated(try Self.fixture(format))

        #expect {
            try ImageDecoder.decode(body)
        } throws: { error in
            guard case .undecodable = error as? ImageUnavailable else { return false }
            return true
        }
    }

    @Test("bytes that are no image, or nothing at all, are an unknown format")
    func notAnImage() {
        #expect(throws: ImageUnavailable.unknownFormat) { try ImageDecoder.decode(ImageFixtures.notAnImage) }
        #expect(throws: ImageUnavailable.unknownFormat) { try ImageDecoder.decode(Data()) }
    }

    @Test(
        "a signature followed by garbage is refused with the library's reason",
        arguments: [ImageFormat.png, .jpeg, .gif])
    func signatureThenGarbage(format: ImageFormat) throws {
        let body = try Self.fixture(format).prefix(8) + Data(repeating: 0xA5, count: 64)

        #expect {
            try ImageDecoder.decode(body)
        } throws: { error in
            guard case .undecodable(let reason) = error as? ImageUnavailable else { return false }
            return !reason.isEmpty
        }
    }

    @Test("more compressed bytes than the limit are refused before decoding")
    func tooManyBytes() throws {
        let limits = ImageLimits(maximumBytes: 1000)

        #expect(throws: ImageUnavailable.tooManyBytes(limit: 1000)) {
            try ImageDecoder.decode(try ImageFixtures.png, limits: limits)
        }
    }

    @Test("every refusal is one line")
    func refusalsAreOneLine() {
        let reasons: [ImageUnavailable] = [
            .noImage, .unsupportedURL(scheme: "file"), .unsupportedURL(scheme: ""), .notCached,
            .tooManyBytes(limit: 10 * 1024 * 1024), .tooManyPixels(width: 60000, height: 60000, limit: 40_000_000),
            .unknownFormat, .undecodable(reason: "libpng: Not enough image data"), .httpStatus(404),
            .network(reason: "cannot reach the image server"), .storage(reason: "disk full"),
        ]
        for reason in reasons {
            #expect(!reason.description.isEmpty)
            #expect(!reason.description.contains("\n"))
        }
        #expect(
            ImageUnavailable.tooManyPixels(width: 60000, height: 60000, limit: 40_000_000).description
                == "the image claims 60000×60000 pixels, more than 40 megapixels; refused")
    }

    static func fixture(_ format: ImageFormat) throws -> Data {
        switch format {
        case .png: try ImageFixtures.png
        case .jpeg: try ImageFixtures.jpeg
        case .gif: try ImageFixtures.gif
        }
    }

    static func bomb(_ format: ImageFormat) throws -> Data {
        switch format {
        case .png: try ImageFixtures.bombPNG
        case .jpeg: try ImageFixtures.bombJPEG
        case .gif: try ImageFixtures.bombGIF
        }
    }

    /// The process's peak resident memory so far (VmHWM), in bytes.
    static func peakResidentBytes() throws -> Int {
        let status = try String(contentsOfFile: "/proc/self/status", encoding: .utf8)
        let line = try #require(status.split(separator: "\n").first { $0.hasPrefix("VmHWM:") })
        let kilobytes = try #require(Int(line.split(separator: " ").dropFirst().first ?? ""))
        return kilobytes * 1024
    }
}
