/// Why a mark file was refused, naming the line. A refused file changes nothing.
public struct MarkFileError: Error, Sendable, Hashable, CustomStringConvertible {
    /// 1-based; nil when the fault is the file as a whole.
    public let line: Int?
    public let reason: String

    public init(line: Int?, _ reason: String) {
        self.line = line
        self.reason = reason
    }

    public var description: String {
        line.map { "line \($0): \(reason)" } ?? reason
    }
}
