/// Collects a block's runs as HTML shows text: white space collapsed to
/// one space, none at the block's ends, neighbouring runs of the same kind joined.
struct RunBuilder {
    private(set) var runs: [ExplainedInline] = []
    /// Whether the last character added was a space (or nothing was added yet).
    private var afterSpace = true

    var isEmpty: Bool { runs.isEmpty }

    mutating func append(text: String, _ emphasis: ExplainedEmphasis, url: String? = nil) {
        let collapsed = collapse(text)
        guard !collapsed.isEmpty else { return }
        if let url {
            runs.append(.link(text: collapsed, url: url, emphasis))
        } else if case .text(let previous, let kind) = runs.last, kind == emphasis {
            runs[runs.count - 1] = .text(previous + collapsed, emphasis)
        } else {
            runs.append(.text(collapsed, emphasis))
        }
    }

    /// A forced line break (`<br>`), kept as a newline the views honour.
    mutating func appendLineBreak() {
        guard !runs.isEmpty else { return }
        trimTrailingSpace()
        append(raw: "\n")
        afterSpace = true
    }

    mutating func append(_ mark: ExplainedInline) {
        runs.append(mark)
        afterSpace = false
    }

    /// The runs, with no space at either end and no empty run.
    mutating func finish() -> [ExplainedInline] {
        trimTrailingSpace()
        while case .text(let text, _) = runs.last, text.last == "\n" { dropLast(ofRunAt: runs.count - 1) }
        defer {
            runs = []
            afterSpace = true
        }
        return runs
    }

    private mutating func append(raw: String) {
        if case .text(let previous, let kind) = runs.last {
            runs[runs.count - 1] = .text(previous + raw, kind)
        } else {
            runs.append(.text(raw, []))
        }
    }

    private mutating func dropLast(ofRunAt index: Int) {
        guard case .text(var text, let kind) = runs[index] else { return }
        text.removeLast()
        if text.isEmpty { runs.remove(at: index) } else { runs[index] = .text(text, kind) }
    }

    private mutating func trimTrailingSpace() {
        guard let last = runs.indices.last else { return }
        switch runs[last] {
        case .text(let text, let kind) where text.last == " ":
            let trimmed = String(text.dropLast())
            if trimmed.isEmpty { runs.removeLast() } else { runs[last] = .text(trimmed, kind) }
        case .link(let text, let url, let kind) where text.last == " ":
            let trimmed = String(text.dropLast())
            if trimmed.isEmpty { runs.removeLast() } else { runs[last] = .link(text: trimmed, url: url, kind) }
        default:
            break
        }
    }

    /// HTML's white space rule: tabs, newlines and runs of spaces are one
    /// space; a space right after another (or at the start) goes.
    private mutating func collapse(_ text: String) -> String {
        if text.utf8.allSatisfy({ $0 < 0x80 }) { return collapseASCII(text) }
        var result = ""
        result.reserveCapacity(text.utf8.count)
        for character in text {
            if character == " " || character == "\n" || character == "\t" || character == "\r"
                || character == "\r\n" || character == "\u{0C}"
            {
                if !afterSpace { result.append(" ") }
                afterSpace = true
            } else {
                result.append(character)
                afterSpace = false
            }
        }
        return result
    }

    /// The same rule byte by byte: in ASCII a character is a byte, but for
    /// "\r\n", whose two bytes are both white space and so collapse alike.
    private mutating func collapseASCII(_ text: String) -> String {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(text.utf8.count)
        for byte in text.utf8 {
            if byte == 0x20 || byte == 0x0A || byte == 0x09 || byte == 0x0D || byte == 0x0C {
                if !afterSpace { bytes.append(0x20) }
                afterSpace = true
            } else {
                bytes.append(byte)
                afterSpace = false
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}
