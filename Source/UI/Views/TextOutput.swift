import ComicData
import Foundation

/// How plain (not interactive) output goes to stdout: styled by the theme
/// `--color` and the environment choose; comic lists aligned for a person at
/// a terminal, tab-separated for a pipe; prose wrapped to `columns`; in
/// ASCII where the reader would draw ASCII.
public struct TextOutput: Sendable {
    public let theme: TerminalTheme
    public let isTerminal: Bool
    public let columns: Int
    public let ambiguousIsWide: Bool
    /// The reader's rule: the `ascii` setting, else the locale of a terminal.
    /// A pipe keeps the text as it is unless the setting says otherwise.
    public let asciiOnly: Bool

    public init(
        color: ColorChoice, ascii: Bool? = nil, environment: [String: String] = Console.current.environment,
        isTerminal: Bool = Console.current.isOutputTerminal,
        terminalColumns: @autoclosure () -> Int = TerminalSize.current().columns
    ) {
        theme = TerminalTheme.resolve(color, environment: environment, outputIsTerminal: isTerminal)
        self.isTerminal = isTerminal
        asciiOnly = ascii ?? (isTerminal && TerminalEnvironment.isASCIIOnly(environment: environment))
        columns = Self.columns(environment: environment, isTerminal: isTerminal, terminalColumns: terminalColumns())
        ambiguousIsWide = TerminalEnvironment.ambiguousIsWide(environment: environment)
    }

    /// `COLUMNS` when it is a sensible number, else the terminal's width, else 80.
    public static func columns(environment: [String: String], isTerminal: Bool, terminalColumns: @autoclosure () -> Int)
        -> Int
    {
        if let text = environment["COLUMNS"], let columns = Int(text), (1...1_000).contains(columns) { return columns }
        return isTerminal ? terminalColumns() : TerminalSize.fallback.columns
    }

    public var listLayout: PlainComicList.Layout { isTerminal ? .aligned : .tabSeparated }

    public func list(_ entries: [FeedEntry], bookmarked: Set<Int>) -> String {
        render { PlainComicList.lines(entries, bookmarked: bookmarked, layout: listLayout) }
    }

    public func detail(_ state: ComicDetailState) -> String {
        render { PlainComicDetail.lines(state, width: columns, ambiguousIsWide: ambiguousIsWide) }
    }

    func render(_ lines: () -> [StyledLine]) -> String {
        let lines = lines()
        guard asciiOnly else { return theme.text(lines) }
        return theme.text(
            lines.map { StyledLine($0.spans.map { .init(TerminalText.asciiFolded($0.text), role: $0.role) }) })
    }
}
