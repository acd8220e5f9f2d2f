import ComicUI
import Testing

@Suite("Frame diff")
struct FrameDiffTests {
    private func text(_ bytes: [UInt8]) -> String {
        String(decoding: bytes, as: UTF8.self)
    }

    @Test("The same frame twice writes nothing")
    func unchanged() {
        let frame = ["header", "row one", "row two", "status"]
        #expect(FrameDiff.bytes(from: frame, to: frame).isEmpty)
    }

    @Test("One changed line rewrites only that line, clearing it first")
    func oneLine() {
        let before = ["header", "› row one", "  row two", "status"]
        let after = ["header", "  row one", "› row two", "status"]
        #expect(text(FrameDiff.bytes(from: before, to: before.enumerated().map { $0.offset == 3 ? "status 2" : $0.element })) == "\u{1B}[4;1H\u{1B}[Kstatus 2")
        #expect(text(FrameDiff.bytes(from: before, to: after)) == "\u{1B}[2;1H\u{1B}[K  row one\u{1B}[3;1H\u{1B}[K› row two")
    }

    @Test("With no previous frame (first draw, after a resize) the screen is cleared and repainted")
    func fullRepaint() {
        let frame = ["header", "", "status"]
        #expect(text(FrameDiff.bytes(from: nil, to: frame)) == "\u{1B}[2J\u{1B}[1;1H\u{1B}[Kheader\u{1B}[3;1H\u{1B}[Kstatus")
        #expect(text(FrameDiff.bytes(from: nil, to: [])) == "\u{1B}[2J")
    }

    @Test("Lines the new frame no longer has are cleared")
    func shorter() {
        #expect(text(FrameDiff.bytes(from: ["a", "b", "c"], to: ["a"])) == "\u{1B}[2;1H\u{1B}[K\u{1B}[3;1H\u{1B}[K")
        #expect(text(FrameDiff.bytes(from: ["a"], to: ["a", "b"])) == "\u{1B}[2;1H\u{1B}[Kb")
    }
}
