import ComicUI
import Testing

@Suite("A progress line on a terminal")
struct ProgressLineTests {
    @Test("redraws in place: carriage return, sanitized text, clear to end of line")
    func redrawsInPlace() throws {
        let terminal = try PseudoTerminal()
        let line = ProgressLine(fileDescriptor: terminal.device)

        try line.show("[##--] 1/2 \u{1B}]0;owned\u{7}")
        try line.clear()

        let written = terminal.output()
        #expect(written.hasPrefix("\r[##--] 1/2 "))
        #expect(!written.contains("\u{1B}]0;"))
        #expect(!written.contains("\u{7}"))
        #expect(written.hasSuffix("\r\u{1B}[K"))
        #expect(written.components(separatedBy: "\u{1B}[K").count == 3)
    }
}
