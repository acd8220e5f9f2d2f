import ComicData
import ComicTestSupport
import ComicUI
import Testing

/// `v` on an open comic: the viewer's route, its keys as counted runs, its status line, back.
@Suite("Reader model: the image viewer")
struct ReaderModelViewerTests {
    static let size = TerminalSize(rows: 24, columns: 80)
    static let settings = ReaderImageSettings(graphics: .symbols(.truecolor), cell: .assumed)
    static let image = DecodedImage(
        width: 800, height: 400, format: .png, pixels: [UInt8](repeating: 128, count: 800 * 400 * 4))

    /// Comic 20 open, `v` pressed, and its large image come.
    static func viewing() throws -> (ReaderModel, [ReaderEffect]) {
        let image = try #require(Self.image)
        var model = ReaderModel(size: size, imageSettings: settings)
        _ = model.handle(.list(ReaderModelTests.list(.latest, [20])))
        _ = model.handle(.key(.enter))
        let comic = Comic(raw: SyntheticComic.api(number: 20))
        _ = model.handle(.detail(ComicDetailState(comic: comic, isBookmarked: false)))
        let effects = model.handle(.key(.character("v")))
        _ = model.handle(.viewerImage(20, .loaded(ReaderImage(comicNumber: 20, image: image), .large)))
        return (model, effects)
    }

    /// The viewport the model should hold after `change`, from the fit on the model's screen.
    static func expected(_ change: (inout ImageViewport) -> Void) -> ImageViewport {
        var viewport = ImageViewport(imageWidth: 800, imageHeight: 400, screenWidth: 80, screenHeight: 46)
        change(&viewport)
        return viewport
    }

    @Test("v opens the comic's best image fit to the screen, and asks for it")
    func opens() throws {
        let (model, effects) = try Self.viewing()
        #expect(model.route == .viewer(number: 20))
        #expect(effects.contains(.openViewer(Comic(raw: SyntheticComic.api(number: 20)))))
        #expect(model.viewer?.viewport == Self.expected { $0.fit() })
        let status = ReaderView.frame(for: model).lines.last?.spans.map(\.text).joined() ?? ""
        #expect(status.contains(Self.expected { $0.fit() }.summary))
        #expect(status.contains("large image"))
        #expect(ReaderView.frame(for: model).images.count == 1)
    }

    @Test("at 40 columns the viewer's status line still shows the way out, after the comic and its zoom")
    func narrowStatus() throws {
        var (model, _) = try Self.viewing()
        _ = model.handle(.resize(TerminalSize(rows: 12, columns: 40)))
        let status = ReaderView.frame(for: model).lines.last?.spans.map(\.text).joined() ?? ""
        let zoom = try #require(model.viewer?.viewport?.summary.split(separator: " ").first)
        #expect(status.hasPrefix("xkcd #20 · \(zoom)"), "\(status)")
        #expect(status.hasSuffix(" · q back"), "\(status)")
        #expect(TerminalText.width(status, ambiguousIsWide: false) <= 40, "\(status)")
    }

    @Test("+ pressed three times in one run zooms three steps, as three presses do")
    func zoomRun() throws {
        var (counted, _) = try Self.viewing()
        var pressed = counted
        _ = counted.handle(.keys([KeyPress(.character("+"), count: 3)]))
        for _ in 0..<3 { _ = pressed.handle(.key(.character("+"))) }
        let zoomed = Self.expected { $0.zoom(by: 3) }
        #expect(counted.viewer?.viewport == zoomed)
        #expect(counted == pressed)
        #expect(zoomed.zoom > Self.expected { $0.zoom(by: 2) }.zoom)
    }

    @Test("l pans a tenth right, J a view down, 0 fits again, q goes back to the comic")
    func panFitBack() throws {
        var (model, _) = try Self.viewing()
        _ = model.handle(.keys([KeyPress(.character("+"), count: 3), KeyPress(.character("l"), count: 2)]))
        #expect(
            model.viewer?.viewport
                == Self.expected {
                    $0.zoom(by: 3)
                    $0.pan(across: 0.2, down: 0)
                })
        _ = model.handle(.key(.character("J")))
        #expect(
            model.viewer?.viewport
                == Self.expected {
                    $0.zoom(by: 3)
                    $0.pan(across: 0.2, down: 0)
                    $0.pan(across: 0, down: 1)
                })
        _ = model.handle(.key(.character("0")))
        #expect(model.viewer?.viewport == Self.expected { $0.fit() })
        _ = model.handle(.key(.character("q")))
        #expect(model.route == .detail(number: 20, from: .latest))
    }

    @Test("the wheel pans down a tenth a step")
    func wheelPans() throws {
        var (model, _) = try Self.viewing()
        _ = model.handle(.key(.character("1")))
        _ = model.handle(.key(.mouse(MouseEvent(.wheelDown, row: 3, column: 3))))
        #expect(
            model.viewer?.viewport
                == Self.expected {
                    $0.actualSize()
                    $0.pan(across: 0, down: Double(ReaderModel.wheelStep) / 10)
                })
    }

    @Test(
        "v on a list's row opens that comic's best image; q goes back to the list",
        arguments: [FeedName.latest, .bookmarks, .unread])
    func fromListRow(feed: FeedName) throws {
        let image = try #require(Self.image)
        var model = ReaderModel(size: Self.size, imageSettings: Self.settings)
        _ = model.handle(.list(ReaderModelTests.list(feed, [21, 20, 19], bookmarked: [21, 20, 19])))
        if feed != .latest { _ = model.handle(.key(.tab)) }
        if feed == .unread { _ = model.handle(.key(.tab)) }
        _ = model.handle(.list(ReaderModelTests.list(feed, [21, 20, 19], bookmarked: [21, 20, 19])))
        _ = model.handle(.key(.down))
        let row = try #require(model.lists[feed]?.selectedRow?.comic)
        #expect(row.number == 20)

        let effects = model.handle(.key(.character("v")))
        #expect(model.route == .viewer(number: 20))
        #expect(effects.contains(.openViewer(row)))
        _ = model.handle(.viewerImage(20, .loaded(ReaderImage(comicNumber: 20, image: image), .double)))
        #expect(model.viewer?.viewport == Self.expected { $0.fit() })
        #expect(ReaderView.frame(for: model).images.count == 1)

        _ = model.handle(.key(.escape))
        #expect(model.route == .list(feed))
        #expect(model.lists[feed]?.selectedRow?.number == 20)
    }

    @Test("the comic's status line hints v view when images are on and there is room")
    func hint() {
        func status(columns: Int, images: Bool) -> String {
            var model = ReaderModel(
                size: TerminalSize(rows: 24, columns: columns), imageSettings: images ? Self.settings : nil)
            _ = model.handle(.list(ReaderModelTests.list(.latest, [20])))
            _ = model.handle(.key(.enter))
            _ = model.handle(
                .detail(ComicDetailState(comic: Comic(raw: SyntheticComic.api(number: 20)), isBookmarked: false)))
            return ReaderView.frame(for: model).lines.last?.spans.map(\.text).joined() ?? ""
        }
        #expect(status(columns: 80, images: true).contains("b bookmark · v view · ↑↓ scroll"))
        #expect(!status(columns: 40, images: true).contains("v view"))
        #expect(status(columns: 40, images: true).contains("q back"))
        #expect(!status(columns: 80, images: false).contains("v view"))
    }

    @Test("with images off, v says so and stays on the comic")
    func imagesOff() {
        var model = ReaderModel(size: Self.size)
        _ = model.handle(.list(ReaderModelTests.list(.latest, [20])))
        _ = model.handle(.key(.enter))
        _ = model.handle(
            .detail(ComicDetailState(comic: Comic(raw: SyntheticComic.api(number: 20)), isBookmarked: false)))
        let effects = model.handle(.key(.character("v")))
        #expect(model.route == .detail(number: 20, from: .latest))
        #expect(!effects.contains { if case .openViewer = $0 { true } else { false } })
        #expect(model.notice?.contains("Images are off") == true)
    }
}
