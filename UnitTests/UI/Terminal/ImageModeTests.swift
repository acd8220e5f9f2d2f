import Testing

@testable import ComicUI

@Suite("--images: which graphics each mode and terminal get")
struct ImageModeTests {
    func auto(_ environment: [String: String], terminal: Bool = true) -> TerminalGraphics? {
        ImageMode.auto.graphics(facts: TerminalFacts(environment: environment), outputIsTerminal: terminal)
    }

    @Test(
        "auto picks a terminal's protocol from its environment",
        arguments: [
            (["TERM": "xterm-kitty"], TerminalGraphics.kitty),
            (["TERM": "xterm-256color", "KITTY_WINDOW_ID": "1"], .kitty),
            (["TERM": "xterm-ghostty"], .kitty),
            (["TERM": "xterm-256color", "TERM_PROGRAM": "iTerm.app"], .iterm),
            (["TERM": "xterm-256color", "LC_TERMINAL": "iTerm2"], .iterm),
            (["TERM": "foot"], .sixel),
            (["TERM": "xterm-256color", "TERM_PROGRAM": "WezTerm"], .sixel),
            (["TERM": "xterm-256color", "WEZTERM_EXECUTABLE": "/usr/bin/wezterm"], .sixel),
            (["TERM": "mlterm"], .sixel),
        ])
    func autoProtocols(environment: [String: String], expected: TerminalGraphics) {
        #expect(auto(environment) == expected)
    }

    @Test("auto falls back to symbols in the terminal's colours")
    func autoSymbols() {
        #expect(auto(["TERM": "xterm-256color", "COLORTERM": "truecolor"]) == .symbols(.truecolor))
        #expect(auto(["TERM": "xterm-direct"]) == .symbols(.truecolor))
        #expect(auto(["TERM": "linux"]) == .symbols(.indexed16))
    }

    @Test("auto draws symbols inside tmux and screen, where pixel protocols do not pass")
    func multiplexers() {
        #expect(
            auto(["TERM": "screen-256color", "TMUX": "/tmp/tmux-0/default,1,0", "KITTY_WINDOW_ID": "1"])?
                .isPixelProtocol == false)
        #expect(auto(["TERM": "tmux-256color", "TERM_PROGRAM": "WezTerm"])?.isPixelProtocol == false)
        #expect(auto(["TERM": "screen"]) != nil)
    }

    @Test("auto draws nothing on a dumb terminal, with no TERM or not on a terminal")
    func autoNone() {
        #expect(auto(["TERM": "dumb"]) == nil)
        #expect(auto([:]) == nil)
        #expect(auto(["TERM": "xterm-kitty"], terminal: false) == nil)
    }

    @Test("NO_COLOR is about colour, not pictures: auto draws monochrome symbols")
    func noColorDrawsMonochrome() {
        #expect(auto(["TERM": "xterm-kitty", "NO_COLOR": "1"]) == .symbols(.monochrome))
        #expect(auto(["TERM": "xterm-256color", "NO_COLOR": "1"], terminal: false) == nil)
    }

    @Test("a terminal that shows only ASCII gets chafa's ASCII symbols; pixel protocols stay as they are")
    func asciiSymbols() {
        #expect(auto(["TERM": "xterm-256color", "LANG": "C"])?.symbolColors != nil)
        #expect(auto(["TERM": "xterm-256color", "LANG": "C"]) == auto(["TERM": "xterm-256color"])?.inASCII)
        let plain = auto(["TERM": "screen"])
        #expect(auto(["TERM": "screen", "LC_ALL": "C", "LANG": "en_US.UTF-8"]) == plain?.inASCII)
        // The `ascii` setting, resolved by ComicSettings, wins over the locale either way.
        #expect(
            ImageMode.auto.graphics(
                facts: TerminalFacts(environment: ["TERM": "screen"]), outputIsTerminal: true, asciiOnly: true)
                == plain?.inASCII)
        #expect(
            ImageMode.auto.graphics(
                facts: TerminalFacts(environment: ["TERM": "screen", "LANG": "C"]), outputIsTerminal: true,
                asciiOnly: false)
                == plain)
        #expect(auto(["TERM": "screen", "LANG": "en_US.UTF-8"]) == plain)
        #expect(plain?.inASCII != plain)
        #expect(
            ImageMode.kitty.graphics(facts: TerminalFacts(environment: ["LANG": "C"]), outputIsTerminal: true) == .kitty
        )
    }

    @Test("a named mode is used as asked, on a terminal or not")
    func namedModes() {
        let kittyTerminal = ["TERM": "xterm-kitty"]
        #expect(
            ImageMode.sixel.graphics(facts: TerminalFacts(environment: kittyTerminal), outputIsTerminal: false)
                == .sixel)
        #expect(ImageMode.iterm.graphics(facts: TerminalFacts(environment: [:]), outputIsTerminal: true) == .iterm)
        #expect(
            ImageMode.kitty.graphics(facts: TerminalFacts(environment: ["TERM": "dumb"]), outputIsTerminal: false)
                == .kitty)
        #expect(
            ImageMode.none.graphics(facts: TerminalFacts(environment: kittyTerminal), outputIsTerminal: true) == nil)
    }

    @Test("symbols are monochrome with NO_COLOR, coloured otherwise")
    func symbolsHonourNoColor() {
        #expect(
            ImageMode.symbols.graphics(
                facts: TerminalFacts(environment: ["TERM": "xterm-256color", "NO_COLOR": "1"]), outputIsTerminal: true)
                == .symbols(.monochrome))
        #expect(
            ImageMode.symbols.graphics(
                facts: TerminalFacts(environment: ["TERM": "xterm-256color", "COLORTERM": "truecolor"]),
                outputIsTerminal: false)
                == .symbols(.truecolor))
        #expect(
            ImageMode.symbols.graphics(
                facts: TerminalFacts(environment: ["TERM": "xterm-kitty"]), outputIsTerminal: true)
                == .symbols(.truecolor))
    }
}
