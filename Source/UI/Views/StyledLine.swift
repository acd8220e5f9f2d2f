/// One line of text in runs, each with an optional style, plus a style for
/// the whole line (a selected row, the status line) under the runs' own.
///
/// Holds no escape codes: `Theme` renders it, and `text` is what it reads
/// as with styling off.
public struct StyledLine: Sendable, Hashable {
    public struct Run: Sendable, Hashable {
        public var text: String
        public var style: TextStyle?

        public init(_ text: String, _ style: TextStyle? = nil) {
            self.text = text
            self.style = style
        }
    }

    public var runs: [Run]
    public var lineStyle: TextStyle?

    public init(_ runs: [Run] = [], lineStyle: TextStyle? = nil) {
        self.runs = runs
        self.lineStyle = lineStyle
    }

    /// A line of one run.
    public init(_ text: String, style: TextStyle? = nil, lineStyle: TextStyle? = nil) {
        self.init([Run(text, style)], lineStyle: lineStyle)
    }

    /// The text without styling.
    public var text: String {
        runs.map(\.text).joined()
    }
}
