#if canImport(Glibc)
import Glibc
#endif

/// An image encoded for one terminal: the bytes that draw it at the cursor,
/// and the cells it covers.
public struct TerminalImage: Sendable, Hashable {
    public let graphics: TerminalGraphics
    public let columns: Int
    public let rows: Int
    /// Escape sequences and characters; for symbols, rows are separated by "\n".
    public let bytes: [UInt8]

    public init(graphics: TerminalGraphics, columns: Int, rows: Int, bytes: [UInt8]) {
        self.graphics = graphics
        self.columns = columns
        self.rows = rows
        self.bytes = bytes
    }

    /// Writes the image to standard output and ends its last line, for
    /// commands that print rather than run the reader.
    public func print() throws(TerminalError) {
        try Console.current.write(bytes + Array("\n".utf8))
    }
}
