/// How a terminal is sent an image: one of three pixel protocols, or
/// Unicode symbols coloured with SGR sequences.
public enum TerminalGraphics: Sendable, Hashable, CustomStringConvertible {
    /// kitty's graphics protocol (`ESC _ G`): kitty, Ghostty, WarpTerminal.
    case kitty
    /// iTerm2's inline images (`ESC ] 1337 ; File=`).
    case iterm
    /// DEC sixels (`ESC P … q`): foot, WezTerm, mlterm, Konsole, xterm -ti vt340.
    case sixel
    /// Block and border characters, coloured as deep as the terminal goes.
    case symbols(SymbolColors)

    public var description: String {
        switch self {
        case .kitty: "kitty"
        case .iterm: "iterm"
        case .sixel: "sixel"
        case .symbols(let colors): "symbols (\(colors))"
        }
    }

    /// Whether the image is drawn in real pixels rather than characters.
    public var isPixelProtocol: Bool {
        if case .symbols = self { return false }
        return true
    }
}

/// How many colours symbol art may use.
public enum SymbolColors: String, Sendable, Hashable, CustomStringConvertible {
    case truecolor
    case indexed256 = "256 colours"
    case indexed16 = "16 colours"
    /// No colour sequence at all: characters only, in the terminal's own colours (NO_COLOR).
    case monochrome

    public var description: String { rawValue }
}
