import ComicData
import ComicTestSupport
import Foundation
import Testing

@testable import ComicUI

@Suite("Images encoded by chafa for each terminal protocol")
struct ChafaImageEncoderTests {
    static let formats = ["png", "jpeg", "gif"]

    static func decoded(_ format: String) throws -> DecodedImage {
        let bytes: Data =
            switch format {
            case "png": try ImageFixtures.png
            case "jpeg": try ImageFixtures.jpeg
            default: try ImageFixtures.gif
            }
        return try ImageDecoder.decode(bytes)
    }

    func encode(_ format: String, as graphics: TerminalGraphics) throws -> String {
        let encoded = ChafaImageEncoder(graphics: graphics).encode(
            try Self.decoded(format), maximumColumns: 80, maximumRows: 40)
        #expect(!encoded.bytes.isEmpty)
        return String(decoding: encoded.bytes, as: UTF8.self)
    }

    @Test("kitty: ESC _ G with the cell size, ended by ESC \\", arguments: formats)
    func kitty(format: String) throws {
        let output = try encode(format, as: .kitty)

        // Its own 740 pixels are 74 columns of 10-pixel cells: pixel protocols do not enlarge.
        let header = output.prefix { $0 != "\\" }
        #expect(header == "\u{1B}_Ga=T,f=32,s=740,v=400,c=74,r=20,m=1\u{1B}")
        let ended = output.hasSuffix("\u{1B}_Gm=0\u{1B}\\")
        #expect(ended)
    }

    @Test("iTerm2: ESC ] 1337 ; File= … inline, ended by BEL", arguments: formats)
    func iterm(format: String) throws {
        let output = try encode(format, as: .iterm)

        let framed = output.hasPrefix("\u{1B}]1337;File=inline=1;width=74;height=20;") && output.hasSuffix("\u{07}")
        #expect(framed)
    }

    @Test("sixel: ESC P … q, ended by ESC \\", arguments: formats)
    func sixel(format: String) throws {
        let output = try encode(format, as: .sixel)

        let start = try #require(output.range(of: "\u{1B}P"))
        let introducer = output[start.upperBound...].prefix { $0 != "q" }
        #expect(introducer.allSatisfy { $0.isNumber || $0 == ";" }, "ESC P, numeric parameters, then q")
        let ended = output.hasSuffix("\u{1B}\\")
        #expect(ended)
    }

    @Test("symbols: block characters with SGR colours, one line per row", arguments: formats)
    func symbols(format: String) throws {
        let encoded = ChafaImageEncoder(graphics: .symbols(.truecolor)).encode(
            try Self.decoded(format), maximumColumns: 80, maximumRows: 40)
        let output = String(decoding: encoded.bytes, as: UTF8.self)

        #expect(output.contains("\u{1B}[38;2;") || output.contains("\u{1B}[48;2;"), "true-colour SGR")
        #expect(output.unicodeScalars.contains { (0x2580...0x259F).contains($0.value) }, "block elements")
        #expect(Self.rows(output).count == encoded.rows)
        // 740×400 at 80 columns of 1:2 cells.
        #expect((encoded.columns, encoded.rows) == (80, 22))
    }

    @Test("monochrome symbols (NO_COLOR): characters only, no escape byte at all", arguments: formats)
    func monochrome(format: String) throws {
        let output = try encode(format, as: .symbols(.monochrome))

        #expect(!output.unicodeScalars.contains("\u{1B}"))
        #expect(output.unicodeScalars.contains { (0x2580...0x259F).contains($0.value) })
        #expect(output.unicodeScalars.allSatisfy { $0 == "\n" || $0.value >= 0x20 })
    }

    @Test("256 and 16 colour symbols use indexed SGR only")
    func indexedColours() throws {
        let indexed256 = try encode("png", as: .symbols(.indexed256))
        let indexed16 = try encode("png", as: .symbols(.indexed16))

        #expect(indexed256.contains("\u{1B}[38;5;") || indexed256.contains("\u{1B}[48;5;"))
        #expect(!indexed256.contains(";2;"))
        #expect(!indexed16.contains(";5;") && !indexed16.contains(";2;"))
        #expect(indexed16.contains("\u{1B}["))
    }

    @Test("a transparent image is drawn on white, as xkcd is")
    func transparencyOnWhite() throws {
        let clear = try #require(
            DecodedImage(width: 4, height: 4, format: .png, pixels: [UInt8](repeating: 0, count: 64)))

        let output = String(
            decoding: ChafaImageEncoder(graphics: .symbols(.truecolor)).encode(clear, maximumColumns: 2, maximumRows: 1)
                .bytes,
            as: UTF8.self)

        #expect(output.contains("255;255;255"))
        #expect(!output.contains("0;0;0m"))
    }

    /// The printed rows of symbol output.
    static func rows(_ output: String) -> [Substring] {
        output.split(separator: "\n", omittingEmptySubsequences: true)
    }
}

@Suite("Fitting an image into cells")
struct ImageFitTests {
    @Test("as wide as allowed, rows from the image's and the cell's aspect")
    func fitsWidth() {
        let fit = ImageFit(imageWidth: 740, imageHeight: 400, cell: .assumed, maximumColumns: 80, maximumRows: 40)
        #expect((fit.columns, fit.rows) == (80, 22))
    }

    @Test("square cells of a terminal that reports its pixels take twice the rows")
    func reportedCells() {
        let fit = ImageFit(
            imageWidth: 740, imageHeight: 400, cell: CellGeometry(width: 10, height: 10), maximumColumns: 80,
            maximumRows: 100)
        #expect((fit.columns, fit.rows) == (80, 43))
    }

    @Test("a tall image is limited by the rows, and narrows to keep its aspect")
    func tallImage() {
        let fit = ImageFit(imageWidth: 740, imageHeight: 2000, cell: .assumed, maximumColumns: 80, maximumRows: 20)
        #expect((fit.columns, fit.rows) == (15, 20))
    }

    @Test("pixel protocols never draw an image larger than its pixels")
    func noUpscaling() {
        let fit = ImageFit(
            imageWidth: 100, imageHeight: 50, cell: .assumed, maximumColumns: 200, maximumRows: 50, upscales: false)
        #expect((fit.columns, fit.rows) == (10, 3))
    }

    @Test("never less than one cell")
    func atLeastOneCell() {
        let fit = ImageFit(imageWidth: 10_000, imageHeight: 1, cell: .assumed, maximumColumns: 0, maximumRows: 0)
        #expect((fit.columns, fit.rows) == (1, 1))
    }
}
