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
    /// ASCII characters only, for terminals that show nothing else.
    case ascii(SymbolColors)

    public var description: String {
        switch self {
        case .kitty: "kitty"
        case .iterm: "iterm"
        case .sixel: "sixel"
        case .symbols(let colors): "symbols (\(colors))"
        case .ascii(let colors): "ASCII symbols (\(colors))"
        }
    }

    /// Whether the image is drawn in real pixels rather than characters.
    public var isPixelProtocol: Bool {
        symbolColors == nil
    }

    /// How many colours its symbols use; nil for a pixel protocol.
    public var symbolColors: SymbolColors? {
        switch self {
        case .symbols(let colors), .ascii(let colors): colors
        case .kitty, .iterm, .sixel: nil
        }
    }

    /// The same drawing in ASCII characters, when it is drawn in characters.
    public var inASCII: TerminalGraphics {
        symbolColors.map(TerminalGraphics.ascii) ?? self
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
