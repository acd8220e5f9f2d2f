import ComicUI
import Testing

/// Key floods: what waits is bounded and counted, never folded, a paste is
/// one key, and a `q` after any flood is among the next few keys handled.
@Suite("Key floods")
struct KeyFloodTests {
    private func drain(_ queue: KeyQueue) async -> [KeyPress] {
        queue.finish()
        var presses: [KeyPress] = []
        for await batch in queue { presses += batch }
        return presses
    }

    @Test("100,000 presses of one key wait as one run of 100,000; a q after them is kept", .timeLimit(.minutes(1)))
    func floodThenQuit() async {
        let queue = KeyQueue()
        for _ in 0..<1_000 { queue.push(Array(repeating: .character("R"), count: 100)) }
        queue.push([.character("q")])
        #expect(queue.count == 2)
        let presses = await drain(queue)
        #expect(presses == [KeyPress(.character("R"), count: 100_000), KeyPress(.character("q"))])
    }

    @Test("repeated keys waiting are counted runs: every press counts, in order", .timeLimit(.minutes(1)))
    func runsAreCounted() async {
        let queue = KeyQueue()
        queue.push(Array(repeating: .down, count: 70))
        queue.push([.character("j"), .character("j"), .pageDown, .pageDown, .up, .up, .down])
        queue.push(Array(repeating: .mouse(MouseEvent(.wheelDown, row: 1, column: 1)), count: 3))
        queue.push([.paste("a"), .paste("a")])
        let presses = await drain(queue)
        let wheel = Key.mouse(MouseEvent(.wheelDown, row: 1, column: 1))
        let expected: [KeyPress] = [
            KeyPress(.down, count: 70), KeyPress(.character("j"), count: 2), KeyPress(.pageDown, count: 2),
            KeyPress(.up, count: 2), KeyPress(.down), KeyPress(wheel, count: 3), KeyPress(.paste("a")),
            KeyPress(.paste("a")),
        ]
        #expect(presses == expected)
        let pressCount = presses.reduce(0) { $0 + $1.count }
        #expect(pressCount == 82)
    }

    @Test(
        "past its capacity of different keys, a flood loses its oldest runs and keeps the newest",
        .timeLimit(.minutes(1)))
    func floodOfDifferentKeys() async {
        let queue = KeyQueue()
        let letters = (0..<KeyQueue.capacity * 4).map { Key.character($0 % 2 == 0 ? "a" : "b") }
        queue.push(letters + [.character("q")])
        #expect(queue.count == KeyQueue.capacity)
        let presses = await drain(queue)
        #expect(presses.count == KeyQueue.capacity)
        #expect(presses.last == KeyPress(.character("q")))
    }

    @Test("Ctrl-C drops the backlog of earlier reads, and keeps the keys typed with it", .timeLimit(.minutes(1)))
    func interruptDropsTheBacklog() async {
        let queue = KeyQueue()
        queue.push((0..<KeyQueue.capacity).map { Key.character($0 % 2 == 0 ? "a" : "b") })
        queue.push([.character("b"), .interrupt, .character("j")])
        let presses = await drain(queue)
        #expect(presses == [KeyPress(.character("b")), KeyPress(.interrupt), KeyPress(.character("j"))])
    }

    @Test("the consumer takes every run waiting at once, then waits for more", .timeLimit(.minutes(1)))
    func takesAllWaiting() async {
        let queue = KeyQueue()
        queue.push([.down, .down, .character("x")])
        var iterator = queue.makeAsyncIterator()
        #expect(await iterator.next() == [KeyPress(.down, count: 2), KeyPress(.character("x"))])
        queue.push([.up])
        #expect(await iterator.next() == [KeyPress(.up)])
        queue.finish()
        #expect(await iterator.next() == nil)
    }

    @Test("a megabyte of random bytes decodes with a bounded queue and never a paste left open")
    func randomBytes() {
        var generator = SeededGenerator(seed: 31)
        var decoder = KeyDecoder()
        let queue = KeyQueue()
        for _ in 0..<1024 {
            let bytes = (0..<1024).map { _ in UInt8.random(in: 0...255, using: &generator) }
            queue.push(decoder.decode(bytes))
            #expect(queue.count <= KeyQueue.capacity)
        }
    }

    // MARK: - Bracketed paste

    private func decode(_ reads: [UInt8]...) -> [Key] {
        var decoder = KeyDecoder()
        return reads.flatMap { decoder.decode($0) }
    }

    @Test("a bracketed paste is one key, its line breaks spaces, its controls and escapes dropped")
    func pasteIsOneKey() {
        let pasted = Array("\u{1B}[200~hello\r\nworld\tx\u{1B}[31m\u{7}é\u{1B}[201~q".utf8)
        #expect(decode(pasted) == [.paste("hello world x[31mé"), .character("q")])
    }

    @Test("a paste split across reads anywhere is still one key", arguments: 2...14)
    func pasteSplit(at cut: Int) {
        let bytes = Array("\u{1B}[200~abc\u{1B}[201~".utf8)
        let point = min(cut, bytes.count - 1)
        #expect(decode(Array(bytes[..<point]), Array(bytes[point...])) == [.paste("abc")])
    }

    @Test("a megabyte paste is cut to the prompt's limit and decoded in bounded memory")
    func hugePaste() {
        var decoder = KeyDecoder()
        var keys = decoder.decode(Array("\u{1B}[200~".utf8))
        let chunk = [UInt8](repeating: UInt8(ascii: "a"), count: 1024)
        for _ in 0..<1024 { keys += decoder.decode(chunk) }
        #expect(keys.isEmpty && decoder.isPasting)
        keys += decoder.decode(Array("\u{1B}[201~q".utf8))
        #expect(keys == [.paste(String(repeating: "a", count: KeyDecoder.maximumPasteLength)), .character("q")])
    }

    @Test("a paste whose end never comes ends when the reader says so, and keys are keys again")
    func pasteWithoutEnd() {
        var decoder = KeyDecoder()
        #expect(decoder.decode(Array("\u{1B}[200~abc".utf8)).isEmpty)
        #expect(decoder.endPaste() == [.paste("abc")])
        #expect(decoder.decode(Array("q".utf8)) == [.character("q")])
    }
}

/// A small deterministic generator (SplitMix64), so the random bytes are the same every run.
struct SeededGenerator: RandomNumberGenerator {
    private var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
