import ComicData
import ComicTestSupport
import Testing

@testable import ComicUI

/// The viewer's crop reduced from halvings made once per image, the darker
/// pixel winning: a big comic's thin lines stay whole at fit size.
@Suite("The viewer's halvings: thin lines kept, made once per image")
struct ImageHalvingsTests {
    /// White paper, 2,000×1,000, one black column and one black row a pixel
    /// thin, off every 12th pixel the old thinning kept at 40×11 cells.
    static let lineColumn = 1001
    static let lineRow = 501

    static func paper(width: Int = 2000, height: Int = 1000) throws -> DecodedImage {
        var pixels = [UInt8](repeating: 255, count: width * height * 4)
        for y in 0..<height {
            for x in 0..<width where x == lineColumn || y == lineRow {
                let offset = (y * width + x) * 4
                pixels[offset..<(offset + 3)] = [0, 0, 0]
            }
        }
        return try #require(DecodedImage(width: width, height: height, format: .png, pixels: pixels))
    }

    /// Each row of a symbol drawing: whether each cell holds ink (a symbol other than a space).
    static func inkedCells(_ bytes: [UInt8]) -> [[Bool]] {
        let text = String(decoding: bytes, as: UTF8.self)
        return text.split(separator: "\u{1B}[", omittingEmptySubsequences: true).reduce(into: [[Bool]]()) {
            rows, sequence in
            // A cursor move ("row;columnH") starts a row; text after any sequence's final letter is cells.
            guard let end = sequence.firstIndex(where: \.isLetter) else { return }
            if sequence[end] == "H" { rows.append([]) }
            let cells = sequence[sequence.index(after: end)...]
            if !rows.isEmpty { rows[rows.count - 1] += cells.map { $0 != " " } }
        }
    }

    @Test("symbols at fit size, 40×11 cells: a line a pixel thin each way is drawn whole, not stepped over")
    func thinLinesAtFit() throws {
        let image = try Self.paper()
        let viewport = ImageViewport(imageWidth: 2000, imageHeight: 1000, screenWidth: 40, screenHeight: 22)
        let rect = CellRect(row: 0, column: 0, width: 40, height: 11)
        let bytes = ViewerImagePayload(
            key: "thin lines", image: image, graphics: .symbols(.truecolor), cell: .assumed, source: viewport.source
        ).drawBytes(in: rect)

        let rows = Self.inkedCells(bytes)
        #expect(rows.count == 11)
        #expect(rows.allSatisfy { $0.count == 40 }, "\(rows.map(\.count))")
        // The line's cell, or one beside it where the line falls on a cell's edge.
        let column = Self.lineColumn * 40 / 2000
        #expect(rows.allSatisfy { $0[(column - 1)...(column + 1)].contains(true) }, "the column's line is broken")
        let row = Self.lineRow * 11 / 1000
        #expect(
            (0..<40).allSatisfy { cell in rows[(row - 1)...(row + 1)].contains { $0[cell] } },
            "the row's line is broken")
        #expect(rows.joined().filter { $0 }.count <= 2 * (40 + 11), "ink only where the lines are")
    }

    @Test("the crop keeps the thin column and row black all along, and paper away from them white")
    func cropKeepsLines() throws {
        let image = try Self.paper()
        let whole = PixelRect(x: 0, y: 0, width: 2000, height: 1000)
        let halvings = ImageHalvings(image)

        let crop = halvings.crop(whole, maximumWidth: 320, maximumHeight: 88)

        #expect(crop.width == 2000 / 12 + 1 && crop.height == 1000 / 12 + 1)
        let column = Self.lineColumn / 12
        let row = Self.lineRow / 12
        #expect((0..<crop.height).allSatisfy { crop.pixel(x: column, y: $0).red == 0 })
        #expect((0..<crop.width).allSatisfy { crop.pixel(x: $0, y: row).red == 0 })
        #expect(crop.pixel(x: column + 2, y: row + 2) == RGBA(red: 255, green: 255, blue: 255))
    }

    @Test("halvings add at most a third of the image's pixels, and a crop within them matches the darkest of its block")
    func boundedAndExact() throws {
        let width = 1366
        let height = 1001
        var pixels = [UInt8](repeating: 0, count: width * height * 4)
        for index in pixels.indices {
            pixels[index] = index % 4 == 3 ? 255 : UInt8(truncatingIfNeeded: (index &* 2_654_435_761) >> 13)
        }
        let image = try #require(DecodedImage(width: width, height: height, format: .png, pixels: pixels))
        let halvings = ImageHalvings(image)

        let added = halvings.levels.dropFirst().map(\.pixels.count).reduce(0, +)
        #expect(halvings.levels.count > 3)
        #expect(added <= image.pixels.count / 3 + 4 * (width + height), "\(added) bytes added")
        #expect(halvings.levels.allSatisfy { min($0.width, $0.height) >= ImageHalvings.smallestSide })

        let rect = PixelRect(x: 301, y: 97, width: 900, height: 800)
        let crop = halvings.crop(rect, maximumWidth: 150, maximumHeight: 200)
        #expect(crop.width == 150 && crop.height == 134)
        // The step is 6 pixels; its halving, the second (a pixel a 4×4 block): each output
        // pixel is the darkest of the 4×4 blocks its 6×6 one touches.
        func blocks(_ index: Int, from origin: Int, length: Int, count: Int) -> Range<Int> {
            let end = index + 1 == count ? (origin + length + 3) / 4 : (origin + (index + 1) * 6) / 4
            return ((origin + index * 6) / 4 * 4)..<(end * 4)
        }
        for (x, y) in [(0, 0), (17, 33), (149, 133), (80, 5), (3, 120)] {
            let columns = blocks(x, from: 301, length: 900, count: 150)
            let rows = blocks(y, from: 97, length: 800, count: 134)
            let darkest = try #require(rows.flatMap { row in columns.map { image.pixel(x: $0, y: row).green } }.min())
            #expect(crop.pixel(x: x, y: y).green == darkest, "(\(x), \(y))")
        }
    }

    @Test("transparent pixels count as white paper, not as their clear colour")
    func transparentIsPaper() throws {
        var pixels = [UInt8](repeating: 0, count: 256 * 256 * 4)
        for offset in stride(from: 0, to: pixels.count, by: 4) where (offset / 4) % 256 == 100 {
            pixels[offset + 3] = 255
        }
        let image = try #require(DecodedImage(width: 256, height: 256, format: .png, pixels: pixels))
        let halvings = ImageHalvings(image)

        for maximum in [256, 100, 40] {
            let crop = halvings.crop(
                PixelRect(x: 0, y: 0, width: 256, height: 256), maximumWidth: maximum,
                maximumHeight: maximum)
            let column = 100 / ((256 + maximum - 1) / maximum)
            #expect(crop.pixel(x: column, y: 7).red == 0, "at most \(maximum): the line")
            #expect(crop.pixel(x: column + 3, y: 7).red == 255, "at most \(maximum): paper")
        }
    }

    /// Comic 980 in the viewer at 80×24, `image` come.
    static func viewing(_ image: DecodedImage, graphics: TerminalGraphics) -> ReaderModel {
        var model = ReaderModel(
            size: TerminalSize(rows: 24, columns: 80),
            imageSettings: ReaderImageSettings(graphics: graphics, cell: .assumed))
        let row = FeedRow(number: 980, content: .comic(SyntheticComic.comic(number: 980), isBookmarked: false))
        _ = model.handle(.list(FeedSnapshot(feed: .latest, rows: [row], hasMore: false)))
        _ = model.handle(.key(.character("v")))
        _ = model.handle(.viewerImage(980, .loaded(ReaderImage(comicNumber: 980, image: image), .large)))
        return model
    }

    @Test("zooms and pans draw from the halvings made when the image came: none are made again")
    func madeOnce() throws {
        var model = Self.viewing(try Self.paper(), graphics: .symbols(.truecolor))
        let made = try #require(model.viewer?.halvings)
        #expect(made.levels.count > 1)

        var drawn: Set<String> = []
        for key in Array("+lj+Jh-L0") {
            _ = model.handle(.key(.character(key)))
            let payload = try #require(ReaderView.frame(for: model).images.first?.payload as? ViewerImagePayload)
            #expect(payload.halvings === made, "after \(key)")
            drawn.insert(payload.id)
        }
        #expect(drawn.count > 5, "the keys moved the view")
    }

    @Test("kitty keeps the image alone: it is placed whole, never halved")
    func kittyNotHalved() throws {
        let model = Self.viewing(try Self.paper(), graphics: .kitty)

        #expect(model.viewer?.halvings?.levels.count == 1)
    }
}
