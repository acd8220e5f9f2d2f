import ComicUI
import Testing

@Suite("Key decoder")
struct KeyDecoderTests {
    private func decode(_ reads: [UInt8]...) -> [Key] {
        var decoder = KeyDecoder()
        return reads.flatMap { decoder.decode($0) }
    }

    private func bytes(_ text: String) -> [UInt8] {
        Array(text.utf8)
    }

    @Test("Arrow keys in normal (CSI) and application (SS3) cursor mode")
    func arrows() {
        #expect(decode(bytes("\u{1B}[A\u{1B}[B\u{1B}[C\u{1B}[D")) == [.up, .down, .right, .left])
        #expect(decode(bytes("\u{1B}OA\u{1B}OB\u{1B}OC\u{1B}OD")) == [.up, .down, .right, .left])
        #expect(decode(bytes("\u{1B}[1;5A")) == [.up])  // Ctrl-Up: the modifier is ignored
    }

    @Test("Page, Home, End and Delete in all their spellings")
    func navigation() {
        #expect(decode(bytes("\u{1B}[5~\u{1B}[6~")) == [.pageUp, .pageDown])
        #expect(decode(bytes("\u{1B}[H\u{1B}[1~\u{1B}[7~\u{1B}OH")) == [.home, .home, .home, .home])
        #expect(decode(bytes("\u{1B}[F\u{1B}[4~\u{1B}[8~\u{1B}OF")) == [.end, .end, .end, .end])
        #expect(decode(bytes("\u{1B}[3~\u{1B}[Z")) == [.delete, .backTab])
    }

    @Test("Enter, Tab, Backspace and control keys")
    func controls() {
        #expect(decode([0x0D, 0x0A, 0x09, 0x7F, 0x08]) == [.enter, .tab, .backspace, .backspace])
        #expect(decode([0x0D, 0x0D]) == [.enter, .enter])
        #expect(decode([0x0A, 0x0A]) == [.enter, .enter])
        #expect(decode([0x03]) == [.interrupt])
        #expect(decode([0x03]) == [.control("c")])
        #expect(decode([0x04, 0x0C, 0x1A]) == [.control("d"), .control("l"), .control("z")])
        #expect(decode([0x00, 0x1C, 0x1D]) == [])
    }

    @Test("CR LF is one Enter, even split across reads")
    func carriageReturnLineFeed() {
        #expect(decode([0x0D, 0x0A]) == [.enter])
        #expect(decode([0x0D], [0x0A]) == [.enter])
        #expect(decode([0x0D, 0x61, 0x0A]) == [.enter, .character("a"), .enter])
    }

    @Test("Printable characters, including multibyte UTF-8")
    func characters() {
        #expect(decode(bytes("qb r")) == [.character("q"), .character("b"), .character(" "), .character("r")])
        #expect(decode(bytes("é日👍")) == [.character("é"), .character("日"), .character("👍")])
    }

    @Test("A lone ESC at the end of a read is Escape; ESC then a key is Escape and the key")
    func escape() {
        #expect(decode([0x1B]) == [.escape])
        #expect(decode([0x1B, 0x1B]) == [.escape, .escape])
        #expect(decode(bytes("\u{1B}q")) == [.escape, .character("q")])
        #expect(decode([0x1B], bytes("[A")) == [.escape, .character("["), .character("A")])
    }

    @Test("Sequences split across reads are put back together")
    func splitReads() {
        #expect(decode([0x1B, 0x5B], [0x41]) == [.up])
        #expect(decode([0x1B, 0x5B, 0x35], [0x7E]) == [.pageUp])
        #expect(decode([0x1B, 0x4F], [0x42]) == [.down])
        #expect(decode([0xE6], [0x97, 0xA5]) == [.character("日")])
        #expect(decode([0xF0, 0x9F], [0x91], [0x8D, 0x61]) == [.character("👍"), .character("a")])
        #expect(decode(bytes("ab\u{1B}["), bytes("Bc")) == [.character("a"), .character("b"), .down, .character("c")])
    }

    @Test("Unknown and malformed sequences are swallowed, never passed on as text")
    func unknown() {
        #expect(decode(bytes("\u{1B}[99~x")) == [.character("x")])  // unknown CSI key
        #expect(decode(bytes("\u{1B}[<0;10;5mx")) == [.character("x")])  // a mouse release
        #expect(decode(bytes("\u{1B}OPx")) == [.character("x")])  // F1
        #expect(decode(bytes("\u{1B}]11;rgb:0000/0000/0000\u{07}x")) == [.character("x")])  // OSC reply
        #expect(decode(bytes("\u{1B}P1$r0m\u{1B}\\x")) == [.character("x")])  // DCS reply, ST-terminated
        #expect(decode(bytes("\u{1B}[12\u{1B}[A")) == [.up])  // an interrupted CSI
        #expect(decode(bytes("\u{1B}[" + String(repeating: "1", count: 300) + "x")) == [])  // endless parameters
    }

    @Test("Invalid UTF-8 and C1 controls are swallowed")
    func invalidUTF8() {
        #expect(decode([0x9B, 0x61]) == [.character("a")])  // a raw C1 CSI byte
        #expect(decode([0xC2, 0x9B, 0x61]) == [.character("a")])  // U+009B encoded
        #expect(decode([0xC3, 0x61]) == [.character("a")])  // a lead without its continuation
        #expect(decode([0xE0, 0x80, 0x80, 0x61]) == [.character("a")])  // overlong
        #expect(decode([0xED, 0xA0, 0x80, 0x61]) == [.character("a")])  // a surrogate
        #expect(decode([0xFF, 0x80, 0x61]) == [.character("a")])
    }
}

@Suite("Key decoder, overlong sequences")
struct KeyDecoderOverlongTests {
    @Test("An overlong sequence is dropped to its end, even across reads")
    func overlong() {
        var decoder = KeyDecoder()
        #expect(decoder.decode(Array("\u{1B}[".utf8) + Array(repeating: UInt8(ascii: "1"), count: 300)) == [])
        #expect(decoder.decode(Array("2;3mq".utf8)) == [.character("q")])
        let osc = Array("\u{1B}]0;".utf8) + Array(repeating: UInt8(ascii: "t"), count: 400)
        #expect(decoder.decode(osc) == [])
        #expect(decoder.decode(Array("tt\u{1B}".utf8)) == [])
        #expect(decoder.decode(Array("\\\u{1B}[A".utf8)) == [.up])
        #expect(decoder.decode(osc + [0x07, UInt8(ascii: "z")]) == [.character("z")])
    }
}
