/// A key and how many times it was pressed in a row while the reader was
/// busy: a run is counted, never folded, so every press still counts.
public struct KeyPress: Sendable, Hashable {
    /// More presses of one key than anyone makes while a frame draws: a run
    /// stops counting there (a flood of one byte is not typing).
    public static let maximumCount = 1 << 20

    public let key: Key
    public internal(set) var count: Int

    public init(_ key: Key, count: Int = 1) {
        self.key = key
        self.count = min(max(1, count), Self.maximumCount)
    }

    /// Whether another press of `key` adds to this run: a paste is text of
    /// its own and never does.
    func counts(_ other: Key) -> Bool {
        if case .paste = key { return false }
        return other == key
    }
}
