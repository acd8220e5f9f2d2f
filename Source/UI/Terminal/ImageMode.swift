/// What `--images` (or `XKCD_IMAGES`) asks for.
public enum ImageMode: String, Sendable, CaseIterable, CustomStringConvertible {
    case auto, kitty, iterm, sixel, symbols, none

    public var description: String { rawValue }

    /// The graphics to draw with, or nil for no images.
    ///
    /// `auto`: none when output is not a terminal or the terminal is dumb;
    /// monochrome symbols with `NO_COLOR` (it is about colour, not
    /// pictures); symbols inside tmux or screen (pixel protocols do not
    /// pass through them); else what chafa's terminal database finds, plus
    /// the terminals newer chafa releases know; else coloured symbols.
    /// Symbols are monochrome whenever `NO_COLOR` is set, and ASCII on a
    /// terminal that shows only ASCII (`asciiOnly`, the `ascii` setting or the locale).
    public func graphics(facts: TerminalFacts, outputIsTerminal: Bool, asciiOnly: Bool? = nil) -> TerminalGraphics? {
        let graphics = unfoldedGraphics(facts: facts, outputIsTerminal: outputIsTerminal)
        return asciiOnly ?? facts.isASCIILocale ? graphics?.inASCII : graphics
    }

    private func unfoldedGraphics(facts: TerminalFacts, outputIsTerminal: Bool) -> TerminalGraphics? {
        switch self {
        case .none: return nil
        case .kitty: return .kitty
        case .iterm: return .iterm
        case .sixel: return .sixel
        case .symbols:
            if facts.noColor { return .symbols(.monochrome) }
            return .symbols(Self.symbolColors(facts))
        case .auto:
            guard outputIsTerminal, let term = facts.term, term != "dumb" else { return nil }
            if facts.noColor { return .symbols(.monochrome) }
            if facts.inTmux || term.hasPrefix("screen") || term.hasPrefix("tmux") {
                // Pixel protocols do not pass through a multiplexer.
                return .symbols(Self.symbolColors(facts))
            }
            let detected = ChafaImageEncoder.detect(environment: facts.chafaVariables)
            if detected.isPixelProtocol { return detected }
            return Self.newerTerminal(facts) ?? detected
        }
    }

    private static func symbolColors(_ facts: TerminalFacts) -> SymbolColors {
        if case .symbols(let colors) = ChafaImageEncoder.detect(environment: facts.chafaVariables) { return colors }
        // A terminal with a pixel protocol has true colour too.
        return .truecolor
    }

    /// Terminals the chafa 1.12 database predates, recognised as its later releases do.
    private static func newerTerminal(_ facts: TerminalFacts) -> TerminalGraphics? {
        let term = facts.term ?? ""
        let program = facts.termProgram
        if facts.isKitty || term == "xterm-ghostty" || program == "ghostty" || program == "WarpTerminal" {
            return .kitty
        }
        if facts.isWezTerm || program == "WezTerm" || program == "mintty" || program == "rio" || term == "mintty"
            || term == "rio"
        {
            return .sixel
        }
        return nil
    }
}
