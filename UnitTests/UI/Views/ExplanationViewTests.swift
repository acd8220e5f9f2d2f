import ComicData
import Testing

@testable import ComicUI

@Suite("Explanation screen")
struct ExplanationViewTests {
    @Test("a reason there is no explanation is wrapped, not cut: its advice survives a 40-column window")
    func unavailableWraps() {
        let reason = ExplanationError.notSaved(328).description
        var screen = ExplanationScreen(number: 328)
        screen.content = .unavailable(reason)
        let lines = ExplanationView.render(screen, size: TerminalSize(rows: 12, columns: 40)).map(\.text)
        #expect(lines.allSatisfy { TerminalText.width($0) <= 40 }, "\(lines)")
        let body = lines.dropFirst().dropLast().joined(separator: " ")
        #expect(body.contains("xkcd sync --explain"), "\(lines)")
    }
}
