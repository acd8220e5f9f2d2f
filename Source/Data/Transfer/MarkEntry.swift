/// One comic of a mark file being imported.
public struct MarkEntry: Sendable, Hashable {
    public let number: Int
    /// Milliseconds since 1970; nil when the file gives no time (import uses now).
    public let markedAt: Int64?
    /// Where the entry starts in the file, 1-based.
    public let line: Int
    /// A What If? article's mark (`"kind": "whatif"`), never a comic's.
    public var isWhatIf = false

    public init(number: Int, markedAt: Int64? = nil, line: Int, isWhatIf: Bool = false) {
        self.isWhatIf = isWhatIf
        self.number = number
        self.markedAt = markedAt
        self.line = line
    }
}

/// One mark as export writes it.
public struct ExportedMark: Sendable, Hashable {
    public let number: Int
    /// The comic's cleaned title; nil when it is not cached yet.
    public let title: String?
    /// Milliseconds since 1970.
    public let markedAt: Int64
    /// A What If? article's mark: JSON says `"kind": "whatif"`.
    public var isWhatIf = false

    public init(number: Int, title: String?, markedAt: Int64, isWhatIf: Bool = false) {
        self.isWhatIf = isWhatIf
        self.number = number
        self.title = title
        self.markedAt = markedAt
    }
}
