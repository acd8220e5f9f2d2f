extension TerminalTheme {
    /// How much styling an output gets: `plain` writes no escape code at all
    /// (pipes, `TERM=dumb`); `monochrome` uses reverse, bold and dim only
    /// (`NO_COLOR`, `--color never`); `color` adds colours.
    public enum Level: Sendable, Hashable {
        case plain, monochrome, color

        /// `--color always` wins over everything; then a non-terminal or a
        /// dumb terminal gets none; then `NO_COLOR` (set and not empty,
        /// no-color.org) or `--color never` keeps only attributes. `choice` is
        /// the `color` setting, already resolved from its flag, variable and file.
        public static func resolve(_ choice: ColorChoice, facts: TerminalFacts, outputIsTerminal: Bool) -> Level {
            if choice == .always { return .color }
            guard outputIsTerminal, facts.term != "dumb" else { return .plain }
            return choice == .never || facts.noColor ? .monochrome : .color
        }
    }

    /// The one mapping from roles to SGR parameters.
    public init(level: Level) {
        var parameters: [TextRole: String] = [:]
        for role in TextRole.allCases {
            parameters[role] = Self.parameters(for: role, level: level)
        }
        self.init(parameters: parameters)
    }

    static func parameters(for role: TextRole, level: Level) -> String? {
        switch (role, level) {
        case (_, .plain), (.normal, _): nil
        case (.selected, _), (.status, _): "7"  // reverse
        case (.secondary, _): "2"  // dim
        case (.heading, _), (.strong, _): "1"  // bold
        case (.emphasis, _): "3"  // italic
        case (.strongEmphasis, _): "1;3"
        case (.link, _): "4"  // underline
        case (.error, .color): "31"  // red
        case (.accent, .color): "33"  // yellow
        case (.error, .monochrome), (.accent, .monochrome): "1"
        }
    }

    /// Lines for plain output, each ending in a newline.
    public func text(_ lines: [StyledLine]) -> String {
        lines.map { render($0) + "\n" }.joined()
    }

    /// One line as it is written.
    public func text(_ line: StyledLine) -> String {
        render(line)
    }
}
