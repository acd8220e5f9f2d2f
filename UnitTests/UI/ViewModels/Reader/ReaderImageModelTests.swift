import ComicData
import ComicTestSupport
import Testing

@testable import ComicUI

/// The detail screen's image in the reader's model and view: no terminal, no tasks.
@Suite("Reader model: comics' images")
struct ReaderImageModelTests {
    static let size = TerminalSize(rows: 30, columns: 100)
    static let settings = ReaderImageSettings(graphics: .symbols(.truecolor), cell: .assumed)

    /// Latest with `numbers` loaded, comic `open` opened, its text published.
    static func reader(_ numbers: [Int], open: Int, images: ReaderImageSettings? = settings) -> (
        ReaderModel, [ReaderEffect]
    ) {
        var model = ReaderModel(size: size, imageSettings: images)
        _ = model.handle(.list(ReaderModelTests.list(numbers)))
        var effects: [ReaderEffect] = []
        for _ in numbers.prefix(while: { $0 != open }) { _ = model.handle(.key(.character("j"))) }
        effects = model.handle(.key(.enter))
        _ = model.handle(.detail(ComicDetailState(comic: SyntheticComic.comic(number: open), isBookmarked: false)))
        return (model, effects)
    }

    static func loaded(_ number: Int) throws -> DetailImage {
        .loaded(ReaderImage(comicNumber: number, image: try ImageDecoder.decode(try ImageFixtures.png)))
    }

    @Test("opening a comic starts it and prefetches its neighbours' images")
    func openPrefetches() {
        let (model, effects) = Self.reader([5, 4, 3], open: 4)
        #expect(
            effects == [
                .openDetail(SyntheticComic.comic(number: 4), from: .latest), .setRead(4, true),
                .prefetchImages([5, 3].map(SyntheticComic.comic(number:))),
            ])
        #expect(model.detail?.image == .loading)
        #expect(
            Self.reader([5, 4, 3], open: 4, images: nil).1 == [
                .openDetail(SyntheticComic.comic(number: 4), from: .latest), .setRead(4, true),
            ])
    }

    @Test("the image loads above the text, leaving room for the alt text; only visible rows are placed")
    func imageAboveText() throws {
        var (model, _) = Self.reader([5, 4, 3], open: 4)
        _ = model.handle(.image(4, try Self.loaded(4)))

        // 740×400 at 100 columns of 1:2 cells would be 27 rows; the first screen keeps
        // the date, links and alt text (6 lines) and a blank line, so the image gets 21.
        #expect(model.detail?.layout?.punchlineEnd == 6)
        #expect(model.detail?.imageAreaHeight(in: Self.size) == 22)
        var frame = ReaderView.frame(for: model)
        let rect = try #require(frame.images.first?.rect)
        #expect(rect.height == 21 && rect.width < 100)
        let firstScreen = frame.plainLines.prefix(29)
        #expect(firstScreen.contains("Alt text"))
        #expect(firstScreen.contains("  The alt text of comic 4."))

        _ = model.handle(.key(.character("G")))
        frame = ReaderView.frame(for: model)
        let offset = try #require(model.detail?.scrollOffset)
        #expect(offset > 0)
        #expect(frame.images.map(\.rect.height) == [21 - offset])
        #expect(frame.plainLines.contains { $0.hasPrefix("Published") })
    }

    @Test("the first screen at 80×24 shows three lines of a long alt text; a small window keeps the text first")
    func punchlineOnFirstScreen() throws {
        var model = ReaderModel(size: TerminalSize(rows: 24, columns: 80), imageSettings: Self.settings)
        _ = model.handle(.list(ReaderModelTests.list([5, 4])))
        _ = model.handle(.key(.enter))
        var api = SyntheticComic.api(number: 5)
        api.alt = Array(repeating: "A long punchline that wraps over many lines.", count: 8).joined(separator: " ")
        _ = model.handle(.detail(ComicDetailState(comic: Comic(raw: api), isBookmarked: false)))
        _ = model.handle(.image(5, try Self.loaded(5)))

        let lines = ReaderView.frame(for: model).plainLines
        let layout = try #require(model.detail?.layout)
        let altStart = try #require(layout.lines.firstIndex(of: "Alt text")) + 1
        #expect(layout.lines.count > altStart + 4, "the alt text is longer than three lines")
        let firstThree = layout.lines[altStart..<altStart + 3]
        let heading = try #require(lines.firstIndex(of: "Alt text"))
        #expect(heading + 3 < 23, "three alt lines above the status line")
        #expect(Array(lines[heading + 1...heading + 3]) == Array(firstThree))
        #expect(ReaderView.frame(for: model).images.first.map { $0.rect.height > 5 } == true)

        _ = model.handle(.resize(TerminalSize(rows: 8, columns: 80)))
        #expect(model.detail?.imageAreaHeight(in: TerminalSize(rows: 8, columns: 80)) == 2, "one image row")
    }
    @Test("an image for a comic no longer open is ignored; an unavailable one is a one-line note")
    func imageEvents() throws {
        var (model, _) = Self.reader([5, 4, 3], open: 4)
        _ = model.handle(.image(5, try Self.loaded(5)))
        #expect(model.detail?.image == .loading)

        _ = model.handle(.image(4, .unavailable("the image server answered HTTP 404")))
        let frame = ReaderView.frame(for: model)
        #expect(frame.images.isEmpty)
        #expect(frame.plainLines[1] == "Image unavailable: the image server answered HTTP 404")
        #expect(frame.plainLines[3].hasPrefix("Published"))
    }

    @Test("i shows the image at full height, I hides it; the choice holds for the next comic")
    func toggle() throws {
        var (model, _) = Self.reader([5, 4, 3], open: 4)
        _ = model.handle(.image(4, try Self.loaded(4)))

        _ = model.handle(.key(.character("i")))
        #expect(model.detail?.imageAreaHeight(in: Self.size) == 28)
        #expect(ReaderView.frame(for: model).images.map(\.rect.height) == [27])
        #expect(!ReaderView.frame(for: model).plainLines.contains("Alt text"))

        _ = model.handle(.key(.character("I")))
        #expect(model.detail?.showsImage == false)
        #expect(model.detail?.scrollOffset == 0)
        #expect(ReaderView.frame(for: model).images.isEmpty)
        #expect(ReaderView.frame(for: model).plainLines[1] == "Image hidden · I shows it")

        // The next comic opens the same way: hidden, then full height again.
        _ = model.handle(.key(.character("n")))
        #expect(model.detail?.number == 3)
        #expect(model.detail?.showsImage == false)
        _ = model.handle(.key(.character("I")))
        _ = model.handle(.image(3, try Self.loaded(3)))
        #expect(model.detail?.imageAreaHeight(in: Self.size) == 28)
        #expect(model.imageDisplay == ImageDisplay(isHidden: false, isFullHeight: true))
    }

    @Test("i with images off says so")
    func toggleWithImagesOff() {
        var (model, _) = Self.reader([5, 4, 3], open: 4, images: nil)
        _ = model.handle(.key(.character("i")))
        #expect(model.notice?.hasPrefix("Images are off") == true)
    }

    @Test("n and p open the next and previous comic of the feed, select it in the list, and stop at the ends")
    func nextAndPrevious() {
        var (model, _) = Self.reader([5, 4, 3], open: 4)

        let next = model.handle(.key(.character("n")))
        #expect(
            next == [
                .closeDetail(4), .openDetail(SyntheticComic.comic(number: 3), from: .latest), .setRead(3, true),
                .prefetchImages([4].map(SyntheticComic.comic(number:))),
            ])
        #expect(model.routes == [.list(.latest), .detail(number: 3, from: .latest)])
        #expect(model.detail?.number == 3)
        #expect(ReaderModelTests.selected(model) == 3)

        #expect(model.handle(.key(.character("n"))).isEmpty, "3 is the last loaded comic")
        _ = model.handle(.key(.character("p")))
        _ = model.handle(.key(.character("p")))
        #expect(model.detail?.number == 5)
        #expect(model.handle(.key(.character("p"))).isEmpty)

        _ = model.handle(.key(.escape))
        #expect(model.routes == [.list(.latest)])
        #expect(ReaderModelTests.selected(model) == 5)
    }

    @Test("symbol rows are drawn one per line at the placement, only the visible ones")
    func payloadRows() throws {
        let image = ReaderImage(comicNumber: 4, image: try ImageDecoder.decode(try ImageFixtures.png))
        let fit = Self.settings.fit(width: 740, height: 400, in: Self.size)
        let payload = ComicImagePayload(
            image: image, graphics: .symbols(.truecolor), cell: .assumed, fit: fit, visibleRows: 20..<27)

        let output = String(
            decoding: payload.drawBytes(in: CellRect(row: 1, column: 0, width: 100, height: 7)), as: UTF8.self)

        #expect(output.hasPrefix("\u{1B}[2;1H"))
        #expect(output.contains("\u{1B}[8;1H"))
        #expect(!output.contains("\u{1B}[9;1H"))
        #expect(!output.contains("\n"))
        #expect(payload.clearBytes(in: CellRect(row: 1, column: 0, width: 100, height: 7)).isEmpty)
        let kitty = ComicImagePayload(image: image, graphics: .kitty, cell: .assumed, fit: fit, visibleRows: 0..<27)
        // kitty: the placement goes, the pixels stay for the next one.
        let cleared = String(
            decoding: kitty.clearBytes(in: CellRect(row: 1, column: 0, width: 74, height: 27)), as: UTF8.self)
        #expect(cleared.hasPrefix("\u{1B}_Ga=d,d=i,i=") && cleared.hasSuffix(",q=2\u{1B}\\"))
    }
}
