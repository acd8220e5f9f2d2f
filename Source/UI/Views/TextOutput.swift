import ComicData
import Foundation

/// How plain (not interactive) output goes to stdout: styled by the theme
/// the terminal profile resolved (`--color` and the environment); comic lists aligned for a person at
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

    /// Output as the run's terminal profile says: its theme, ASCII and width rules.
    public init(profile: TerminalProfile, terminalColumns: @autoclosure () -> Int = TerminalSize.current().columns) {
        let isTerminal = profile.isOutputTerminal
        theme = profile.theme
        self.isTerminal = isTerminal
        asciiOnly = profile.asciiSetting ?? (isTerminal && profile.facts.isASCIILocale)
        // `COLUMNS` when it is a sensible number, else the terminal's width, else 80.
        columns = profile.facts.columns ?? (isTerminal ? terminalColumns() : TerminalSize.fallback.columns)
        ambiguousIsWide = profile.ambiguousIsWide
    }

    /// Output for `facts` with these settings, as a run resolves them.
    public init(
        color: ColorChoice, ascii: Bool? = nil, facts: TerminalFacts = TerminalFacts(), isTerminal: Bool,
        terminalColumns: @autoclosure () -> Int = TerminalSize.current().columns
    ) {
        self.init(
            profile: TerminalProfile(
                facts: facts, isOutputTerminal: isTerminal, color: color, images: .none, ascii: ascii),
            terminalColumns: terminalColumns())
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
