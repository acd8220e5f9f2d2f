extension String {
    /// Whether the text holds this ASCII character, byte by byte: with
    /// Foundation imported, `contains(_:)` goes through `NSString`, which is
    /// slow on Linux (a whole-archive sync paid for it on every comic).
    func hasASCII(_ character: Unicode.Scalar) -> Bool {
        utf8.contains(UInt8(ascii: character))
    }
}
