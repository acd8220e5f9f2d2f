/// How this run draws on its output, resolved once with the settings (flag >
/// environment > file > default) from the `TerminalFacts` and passed down:
/// ASCII or not, the width of ambiguous characters, the colour level, the
/// images and the browser.
public struct TerminalProfile: Sendable, Hashable {
    public var facts: TerminalFacts
    public var isOutputTerminal: Bool
    /// The `ascii` setting; nil: the locale decides.
    public var asciiSetting: Bool?
    /// The terminal shows only ASCII: the `ascii` setting, else the locale.
    public var asciiOnly: Bool
    /// East Asian ambiguous-width characters take two columns: the
    /// `ambiguous-wide` setting, else a Chinese, Japanese or Korean locale.
    public var ambiguousIsWide: Bool
    public var colorLevel: TerminalTheme.Level
    /// How images are drawn on this output; nil: not at all.
    public var images: TerminalGraphics?

    /// Resolves the settings about the terminal against its facts.
    public init(
        facts: TerminalFacts, isOutputTerminal: Bool, color: ColorChoice = .auto, images: ImageMode = .auto,
        ascii: Bool? = nil, ambiguousWide: Bool? = nil
    ) {
        self.facts = facts
        self.isOutputTerminal = isOutputTerminal
        asciiSetting = ascii
        asciiOnly = ascii ?? facts.isASCIILocale
        ambiguousIsWide = ambiguousWide ?? facts.isCJKLocale
        colorLevel = TerminalTheme.Level.resolve(color, facts: facts, outputIsTerminal: isOutputTerminal)
        self.images = images.graphics(facts: facts, outputIsTerminal: isOutputTerminal, asciiOnly: asciiOnly)
    }

    /// Nothing known: not a terminal, no locale, the defaults.
    public static let plain = TerminalProfile(facts: TerminalFacts(), isOutputTerminal: false)

    public var theme: TerminalTheme { TerminalTheme(level: colorLevel) }
}

extension TerminalFacts {
    /// A locale that is set and names no UTF-8 charset, such as `C` or
    /// `POSIX`: the terminal shows only ASCII. No locale at all is taken for
    /// UTF-8, as terminals are today.
    public var isASCIILocale: Bool {
        guard let locale else { return false }
        let lowered = locale.lowercased()
        return !(lowered.contains("utf-8") || lowered.contains("utf8"))
    }

    /// A Chinese, Japanese or Korean locale: CJK terminals draw ambiguous-width characters wide by default.
    public var isCJKLocale: Bool {
        let language = (locale ?? "").prefix { $0.isLetter }.lowercased()
        return ["zh", "ja", "ko"].contains(language)
    }
}
