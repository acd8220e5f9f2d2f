import ComicUI
import Testing

@Suite("Frame diff")
struct FrameDiffTests {
    private func text(_ bytes: [UInt8]) -> String {
        String(decoding: bytes, as: UTF8.self)
    }

    private func diff(_ previous: [String]?, _ next: [String]) -> String {
        text(FrameDiff.bytes(from: previous.map { Frame(plainLines: $0) }, to: Frame(plainLines: next)))
    }

    @Test("The same frame twice writes nothing")
    func unchanged() {
        let frame = ["header", "row one", "row two", "status"]
        #expect(diff(frame, frame).isEmpty)
    }

    @Test("One changed line rewrites only that line, clearing it first")
    func oneLine() {
        let before = ["header", "› row one", "  row two", "status"]
        let after = ["header", "  row one", "› row two", "status"]
        #expect(diff(before, ["header", "› row one", "  row two", "status 2"]) == "\u{1B}[4;1H\u{1B}[Kstatus 2")
        #expect(diff(before, after) == "\u{1B}[2;1H\u{1B}[K  row one\u{1B}[3;1H\u{1B}[K› row two")
    }

    @Test("With no previous frame (first draw, after a resize) the screen is cleared and repainted")
    func fullRepaint() {
        #expect(diff(nil, ["header", "", "status"]) == "\u{1B}[2J\u{1B}[1;1H\u{1B}[Kheader\u{1B}[3;1H\u{1B}[Kstatus")
        #expect(diff(nil, []) == "\u{1B}[2J")
    }

    @Test("Lines the new frame no longer has are cleared")
    func shorter() {
        #expect(diff(["a", "b", "c"], ["a"]) == "\u{1B}[2;1H\u{1B}[K\u{1B}[3;1H\u{1B}[K")
        #expect(diff(["a"], ["a", "b"]) == "\u{1B}[2;1H\u{1B}[Kb")
    }

    @Test("A theme wraps styled spans in SGR codes and a reset; the plain theme writes none")
    func styles() {
        let line = StyledLine([.init("› ", role: .selected), .init("title"), .init(" 2025", role: .secondary)])
        let frame = Frame(lines: [line])
        let theme = TerminalTheme(parameters: [.selected: "7", .secondary: "2"])
        #expect(
            text(FrameDiff.bytes(from: Frame(lines: []), to: frame, theme: theme))
                == "\u{1B}[1;1H\u{1B}[K\u{1B}[7m› \u{1B}[0mtitle\u{1B}[2m 2025\u{1B}[0m")
        #expect(text(FrameDiff.bytes(from: Frame(lines: []), to: frame)) == "\u{1B}[1;1H\u{1B}[K› title 2025")
    }
}

/// A payload that writes marker bytes instead of a real image protocol.
private struct FakeImage: TerminalImagePayload {
    let id: String

    func drawBytes(in rect: CellRect) -> [UInt8] {
        Array("<draw \(id) \(rect.width)x\(rect.height)>".utf8)
    }

    func clearBytes(in rect: CellRect) -> [UInt8] {
        Array("<clear \(id)>".utf8)
    }
}

@Suite("Frame diff with images")
struct FrameDiffImageTests {
    private let lines = ["header", "", "", "text", "status"]
    private let rect = CellRect(row: 1, column: 2, width: 10, height: 2)

    private func frame(_ lines: [String], _ images: [ImagePlacement] = []) -> Frame {
        Frame(plainLines: lines, images: images)
    }

    private func text(_ from: Frame?, _ to: Frame) -> String {
        String(decoding: FrameDiff.bytes(from: from, to: to), as: UTF8.self)
    }

    @Test("An image is drawn at its rectangle's corner after the lines, and only there")
    func drawn() {
        let withImage = frame(lines, [ImagePlacement(rect: rect, payload: FakeImage(id: "a"))])
        #expect(text(frame(lines), withImage) == "\u{1B}[2;3H<draw a 10x2>")
        #expect(
            text(nil, withImage).hasSuffix("\u{1B}[4;1H\u{1B}[Ktext\u{1B}[5;1H\u{1B}[Kstatus\u{1B}[2;3H<draw a 10x2>"))
    }

    @Test("An unchanged image is not written again; a changed one is")
    func unchangedImage() {
        let first = frame(lines, [ImagePlacement(rect: rect, payload: FakeImage(id: "a"))])
        #expect(text(first, first).isEmpty)
        let second = frame(lines, [ImagePlacement(rect: rect, payload: FakeImage(id: "b"))])
        #expect(
            text(first, second) == "\u{1B}[2;3H<clear a>\u{1B}[2;1H\u{1B}[K\u{1B}[3;1H\u{1B}[K\u{1B}[2;3H<draw b 10x2>")
    }

    @Test("An image that leaves is cleared and the lines under it are written again")
    func cleared() {
        let withImage = frame(lines, [ImagePlacement(rect: rect, payload: FakeImage(id: "a"))])
        let scrolled = frame(["header", "", "text", "more", "status"])
        #expect(
            text(withImage, scrolled)
                == "\u{1B}[2;3H<clear a>\u{1B}[2;1H\u{1B}[K\u{1B}[3;1H\u{1B}[Ktext\u{1B}[4;1H\u{1B}[Kmore")
    }

    @Test("A line rewritten under an image draws the image again over it")
    func redrawnOverChangedLine() {
        let image = ImagePlacement(rect: rect, payload: FakeImage(id: "a"))
        let before = frame(lines, [image])
        let after = frame(["header", "", "x", "text", "status"], [image])
        #expect(text(before, after) == "\u{1B}[3;1H\u{1B}[Kx\u{1B}[2;3H<draw a 10x2>")
    }
}
