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
    public func graphics(
        environment: [String: String], outputIsTerminal: Bool,
        asciiOnly: Bool? = nil
    ) -> TerminalGraphics? {
        let graphics = unfoldedGraphics(environment: environment, outputIsTerminal: outputIsTerminal)
        return asciiOnly ?? TerminalEnvironment.isASCIIOnly(environment: environment) ? graphics?.inASCII : graphics
    }

    private func unfoldedGraphics(environment: [String: String], outputIsTerminal: Bool) -> TerminalGraphics? {
        let noColor = !(environment["NO_COLOR"] ?? "").isEmpty
        switch self {
        case .none: return nil
        case .kitty: return .kitty
        case .iterm: return .iterm
        case .sixel: return .sixel
        case .symbols:
            if noColor { return .symbols(.monochrome) }
            return .symbols(Self.symbolColors(environment: environment))
        case .auto:
            guard outputIsTerminal, let term = environment["TERM"], term != "dumb" else { return nil }
            if noColor { return .symbols(.monochrome) }
            if Self.isMultiplexer(term: term, environment: environment) {
                return .symbols(Self.symbolColors(environment: environment))
            }
            let detected = ChafaImageEncoder.detect(environment: environment)
            if detected.isPixelProtocol { return detected }
            return Self.newerTerminal(environment: environment) ?? detected
        }
    }

    private static func isMultiplexer(term: String, environment: [String: String]) -> Bool {
        environment["TMUX"] != nil || term.hasPrefix("screen") || term.hasPrefix("tmux")
    }

    private static func symbolColors(environment: [String: String]) -> SymbolColors {
        if case .symbols(let colors) = ChafaImageEncoder.detect(environment: environment) { return colors }
        // A terminal with a pixel protocol has true colour too.
        return .truecolor
    }

    /// Terminals the chafa 1.12 database predates, recognised as its later releases do.
    private static func newerTerminal(environment: [String: String]) -> TerminalGraphics? {
        let term = environment["TERM"] ?? ""
        let program = environment["TERM_PROGRAM"] ?? ""
        if environment["KITTY_WINDOW_ID"] != nil || environment["KITTY_PID"] != nil || term == "xterm-ghostty"
            || program == "ghostty" || program == "WarpTerminal"
        {
            return .kitty
        }
        if environment["WEZTERM_EXECUTABLE"] != nil || program == "WezTerm" || program == "mintty" || program == "rio"
            || term == "mintty" || term == "rio"
        {
            return .sixel
        }
        return nil
    }
}
