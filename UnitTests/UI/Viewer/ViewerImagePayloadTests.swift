import ComicData
import Testing

@testable import ComicUI

/// The viewer's drawing per protocol: kitty places source rectangles of an
/// image sent once; symbols draw the crop the viewport shows.
@Suite("The image viewer's drawing: kitty placements, symbol crops")
struct ViewerImagePayloadTests {
    /// 400×200: black where x < 200, white elsewhere, a grey band where y ≥ 150.
    static func pattern(_ x: Int, _ y: Int) -> UInt8 { y >= 150 ? 128 : (x < 200 ? 0 : 255) }

    static func image(x: Range<Int> = 0..<400, y: Range<Int> = 0..<200) -> DecodedImage? {
        var pixels: [UInt8] = []
        for row in y {
            for column in x {
                let grey = pattern(column, row)
                pixels += [grey, grey, grey, 255]
            }
        }
        return DecodedImage(width: x.count, height: y.count, format: .png, pixels: pixels)
    }

    /// Room for the whole 400×200 image at 8×8 pixels a cell: no crop is thinned.
    static let rect = CellRect(row: 0, column: 0, width: 60, height: 30)

    @Test("kitty: the first draw sends the pixels once; each pan after is one placement under 512 bytes")
    func kittyPlacements() throws {
        let image = try #require(Self.image())
        var viewport = ImageViewport(imageWidth: 400, imageHeight: 200, screenWidth: 400, screenHeight: 220)
        func payload() -> ViewerImagePayload {
            ViewerImagePayload(
                key: "test kitty \(#line)", image: image, graphics: .kitty, cell: .assumed, source: viewport.source)
        }

        let first = String(decoding: payload().drawBytes(in: Self.rect, afresh: true), as: UTF8.self)
        viewport.zoom(by: 2)
        var steps: [String] = []
        for (across, down) in [(0.1, 0.0), (0.0, 0.1), (-0.1, 0.0), (0.0, -1.0)] {
            viewport.pan(across: across, down: down)
            steps.append(String(decoding: payload().drawBytes(in: Self.rect), as: UTF8.self))
        }

        #expect(first.contains("a=t,f=32,s=400,v=200"))
        #expect(first.utf8.count > 400 * 200 * 4)
        for (index, step) in steps.enumerated() {
            #expect(!step.contains("a=t"), "step \(index) sent the image again")
            #expect(step.utf8.count < 512, "step \(index): \(step.utf8.count) bytes")
            #expect(step.hasPrefix("\u{1B}_Ga=p,"))
        }
        let source = viewport.source
        #expect(steps.last?.contains("x=\(source.x),y=\(source.y),w=\(source.width),h=\(source.height),") == true)
        #expect(Set(steps).count == steps.count, "each pan places another rectangle")
    }

    @Test("symbols: each zoom and pan draws the viewport's region, the same as drawing that region alone")
    func symbolCrops() throws {
        let image = try #require(Self.image())
        let encoder = ChafaImageEncoder(graphics: .symbols(.truecolor), cell: .assumed)
        var viewport = ImageViewport(imageWidth: 400, imageHeight: 200, screenWidth: 60, screenHeight: 60)
        var drawn: [[UInt8]] = []
        for step in 0..<4 {
            switch step {
            case 1: viewport.zoom(by: 3)
            case 2: viewport.edge(across: 1, down: -1)
            case 3: viewport.edge(across: -1, down: 1)
            default: break
            }
            let source = viewport.source
            let bytes = ViewerImagePayload(
                key: "symbols", image: image, graphics: .symbols(.truecolor), cell: .assumed, source: source
            ).drawBytes(in: Self.rect)
            let region = try #require(
                Self.image(x: source.x..<(source.x + source.width), y: source.y..<(source.y + source.height)))
            let expected = encoder.encode(
                region, columns: Self.rect.width, rows: Self.rect.height, workFactor: ViewerImagePayload.workFactor,
                inkOnly: true
            ).bytes
            let expectedRows = expected.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
            #expect(expectedRows.allSatisfy { row in bytes.firstRange(of: Array(row)) != nil }, "step \(step)")
            drawn.append(bytes)
        }

        #expect(Set(drawn).count == 4, "every step draws something else")
    }

    @Test("symbols: chafa prints ink only, each row is painted on white paper first; monochrome gets no colour")
    func inkOnPaper() throws {
        let image = try #require(Self.image())
        let source = PixelRect(x: 0, y: 0, width: 400, height: 200)
        let papers: [(TerminalGraphics, String?)] = [
            (.symbols(.truecolor), "\u{1B}[48;2;255;255;255m"), (.symbols(.indexed256), "\u{1B}[48;5;231m"),
            (.symbols(.indexed16), "\u{1B}[107m"), (.symbols(.monochrome), nil),
        ]
        for (graphics, paper) in papers {
            let text = String(
                decoding: ViewerImagePayload(
                    key: "paper", image: image, graphics: graphics, cell: .assumed, source: source
                )
                .drawBytes(in: Self.rect), as: UTF8.self)
            let rows = (1...Self.rect.height).map { ControlSequence.moveTo(row: $0, column: 1) }
            #expect(rows.allSatisfy { text.contains($0) }, "\(graphics)")
            if let paper {
                #expect(rows.allSatisfy { text.contains($0 + paper) }, "\(graphics): a row without paper")
                // The paper is the only background: chafa printed none of its own.
                #expect(text.components(separatedBy: "[48;").count - 1 == (paper.contains("[48;") ? rows.count : 0))
                #expect(!paper.contains("[48;") || text.contains("\u{1B}[38;"), "\(graphics): the ink's colour")
            } else {
                #expect(!text.contains("[48;") && !text.contains("[38;"), "monochrome printed a colour")
            }
        }
    }
}
