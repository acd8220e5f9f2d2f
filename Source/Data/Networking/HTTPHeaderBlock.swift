/// A response's header block as libcurl hands it over: the status line, then
/// `Name: value` lines. Read byte by byte: splitting it as a `String`
/// (grapheme by grapheme) was a twentieth of a What If? sync's CPU.
enum HTTPHeaderBlock {
    /// Each line's name and value, blanks around them dropped; the first
    /// line (the status) and lines without a colon are skipped; a repeated name keeps its last value.
    static func fields(_ block: UnsafeRawBufferPointer) -> [String: String] {
        var fields: [String: String] = [:]
        var lineStart = 0
        var isFirstLine = true
        for index in 0...block.count where index == block.count || isLineBreak(block[index]) {
            defer { lineStart = index + 1 }
            guard index > lineStart else { continue }
            guard !isFirstLine else {
                isFirstLine = false
                continue
            }
            let line = UnsafeRawBufferPointer(rebasing: block[lineStart..<index])
            guard let colon = line.firstIndex(of: UInt8(ascii: ":")) else { continue }
            fields[text(line[..<colon])] = text(line[(colon + 1)...])
        }
        return fields
    }

    /// The line breaks `Character.isNewline` finds in ASCII: LF, VT, FF, CR.
    private static func isLineBreak(_ byte: UInt8) -> Bool { (0x0A...0x0D).contains(byte) }

    /// Without the spaces and tabs around it: HTTP's optional white space.
    private static func text(_ bytes: Slice<UnsafeRawBufferPointer>) -> String {
        let isBlank = { (byte: UInt8) in byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") }
        guard let first = bytes.firstIndex(where: { !isBlank($0) }), let last = bytes.lastIndex(where: { !isBlank($0) })
        else { return "" }
        return String(decoding: UnsafeRawBufferPointer(rebasing: bytes[first...last]), as: UTF8.self)
    }
}
