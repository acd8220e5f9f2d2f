import ComicData
import Foundation

/// How plain (not interactive) output goes to stdout: styled by the theme
/// `--color` and the environment choose; comic lists aligned for a person at
/// a terminal, tab-separated for a pipe; prose wrapped to `columns`.
public struct TextOutput: Sendable {
    public let theme: TerminalTheme
    public let isTerminal: Bool
    public let columns: Int
    public let ambiguousIsWide: Bool

    public init(
        color: ColorChoice, environment: [String: String] = Console.current.environment,
        isTerminal: Bool = Console.current.isOutputTerminal,
        terminalColumns: @autoclosure () -> Int = TerminalSize.current().columns
    ) {
        theme = TerminalTheme.resolve(color, environment: environment, outputIsTerminal: isTerminal)
        self.isTerminal = isTerminal
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
        theme.text(lines())
    }
}
