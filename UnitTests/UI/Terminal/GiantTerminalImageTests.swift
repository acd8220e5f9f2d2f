import ComicData
import ComicUI
import Testing

/// A giant terminal (`stty rows 65535 cols 65535`): symbols are capped in
/// cells and bytes, as the pixel protocols are by the image's own pixels.
@Suite("Images on a giant terminal")
struct GiantTerminalImageTests {
    @Test("a symbols fit never exceeds the symbols canvas, however large the terminal")
    func fitCapped() {
        let fit = ImageFit(
            imageWidth: 740, imageHeight: 400, cell: .assumed, maximumColumns: 65535, maximumRows: 65535)
        #expect(fit.columns <= ImageFit.maximumSymbolColumns)
        #expect(fit.rows <= ImageFit.maximumSymbolRows)
        let tall = ImageFit(
            imageWidth: 10, imageHeight: 4000, cell: .assumed, maximumColumns: 65535, maximumRows: 65535)
        #expect(tall.rows <= ImageFit.maximumSymbolRows)
    }

    @Test("the comic drawn as symbols at 65535 × 65535 is capped in cells and bytes", arguments: ["png"])
    func encodeCapped(format: String) throws {
        let image = try ChafaImageEncoderTests.decoded(format)
        let encoded = ChafaImageEncoder(graphics: .symbols(.truecolor)).encode(
            image, maximumColumns: 65535, maximumRows: 65535)
        #expect(encoded.columns <= ImageFit.maximumSymbolColumns)
        #expect(encoded.rows <= ImageFit.maximumSymbolRows)
        #expect(!encoded.bytes.isEmpty)
        #expect(encoded.bytes.count <= ImageFit.maximumSymbolBytes)
    }
}
