/// The size of a terminal in character cells.
public struct TerminalSize: Sendable, Hashable, CustomStringConvertible {
    public var rows: Int
    public var columns: Int

    public init(rows: Int, columns: Int) {
        self.rows = rows
        self.columns = columns
    }

    /// What to assume when the terminal will not say.
    public static let fallback = TerminalSize(rows: 24, columns: 80)

    public var description: String { "\(columns)×\(rows)" }
}
