/// How each `TextStyle` looks: the one place that maps roles to SGR codes.
///
/// Three levels: `plain` writes no escape code at all (pipes, `TERM=dumb`);
/// `monochrome` uses reverse, bold and dim only (`NO_COLOR`, `--color never`);
/// `color` adds colours. Styles wrap text that is already sanitized; remote
/// text never chooses a style.
public struct Theme: Sendable, Hashable {
    public enum Level: Sendable, Hashable, Comparable {
        case plain, monochrome, color
    }

    public let level: Level

    public init(level: Level) {
        self.level = level
    }

    public static let plain = Theme(level: .plain)

    /// The theme for an output: `--color always` wins over everything, then
    /// a non-terminal or a dumb terminal gets none, then `NO_COLOR` (set and
    /// not empty, no-color.org) or `--color never` keeps only attributes.
    public static func resolve(
        _ choice: ColorChoice, environment: [String: String], outputIsTerminal: Bool
    ) -> Theme {
        if choice == .always { return Theme(level: .color) }
        guard outputIsTerminal, environment["TERM"] != "dumb" else { return .plain }
        let noColor = environment["NO_COLOR"].map { !$0.isEmpty } ?? false
        return Theme(level: choice == .never || noColor ? .monochrome : .color)
    }

    /// SGR parameters for a style at this level; empty means unstyled.
    public func parameters(for style: TextStyle) -> [Int] {
        switch (style, level) {
        case (_, .plain): []
        case (.selection, _), (.statusLine, _): [7]  // reverse
        case (.dim, _): [2]
        case (.heading, _): [1]  // bold
        case (.error, .color): [31]  // red
        case (.error, _): [1]
        case (.bookmarkMark, .color): [33]  // yellow
        case (.unreadMark, .color): [36]  // cyan
        case (.bookmarkMark, _), (.unreadMark, _): []
        }
    }

    /// The line with its styles as escape codes; every styled run ends in a
    /// reset, so nothing leaks into the next line.
    public func render(_ line: StyledLine) -> String {
        guard level != .plain else { return line.text }
        let base = line.lineStyle.map(parameters(for:)) ?? []
        var output = ""
        for run in line.runs where !run.text.isEmpty {
            let codes = base + (run.style.map(parameters(for:)) ?? [])
            if codes.isEmpty {
                output += run.text
            } else {
                output += ControlSequence.selectGraphicRendition(codes) + run.text + ControlSequence.resetGraphicRendition
            }
        }
        return output
    }

    /// Lines joined, each ending in a newline.
    public func render(_ lines: [StyledLine]) -> String {
        lines.map { render($0) + "\n" }.joined()
    }
}
