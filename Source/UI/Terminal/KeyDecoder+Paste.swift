/// Bracketed paste: the terminal sends `ESC [200~`, the text, `ESC [201~`.
/// The text becomes one `Key.paste`, a single line cut to what a prompt
/// holds; the rest of a megabyte paste is read and dropped as it comes, so
/// neither memory nor the keys waiting grow with it.
extension KeyDecoder {
    /// A paste keeps this many characters: a prompt's whole field.
    public static let maximumPasteLength = TextField.maximumLength

    static let pasteEnd = Array("\u{1B}[201~".utf8)

    struct PasteBuffer: Sendable {
        var text = ""
        var count = 0
        var lastWasCarriageReturn = false

        mutating func append(_ character: Character) {
            guard count < KeyDecoder.maximumPasteLength else { return }
            text.append(character)
            count += 1
        }
    }

    /// A paste is under way (its end not read yet).
    public var isPasting: Bool { paste != nil }

    /// Ends a paste whose end never came (the reader's input fell silent):
    /// what it held so far, as a paste.
    public mutating func endPaste() -> [Key] {
        guard let buffer = paste else { return [] }
        paste = nil
        pending.removeAll()
        return buffer.text.isEmpty ? [] : [.paste(buffer.text)]
    }

    /// Consumes the paste's bytes at `index`: how many, or nil to wait for more.
    mutating func pasteStep(at index: Int, into keys: inout [Key]) -> Int? {
        guard var buffer = paste else { return 0 }
        defer { paste = paste == nil ? nil : buffer }
        let byte = pending[index]
        if byte == 0x1B {
            let available = min(Self.pasteEnd.count, pending.count - index)
            guard pending[index..<(index + available)].elementsEqual(Self.pasteEnd.prefix(available)) else {
                return 1  // a stray ESC inside the paste: dropped
            }
            guard available == Self.pasteEnd.count else { return nil }
            paste = nil
            if !buffer.text.isEmpty { keys.append(.paste(buffer.text)) }
            return available
        }
        let wasCarriageReturn = buffer.lastWasCarriageReturn
        buffer.lastWasCarriageReturn = byte == 0x0D
        switch step(at: index) {
        case .key(.character(let character), let length):
            buffer.append(character)
            return length
        case .key(.enter, let length), .key(.tab, let length):
            // One line: a line break or a tab is a space, CR LF one space.
            if !(byte == 0x0A && wasCarriageReturn) { buffer.append(" ") }
            return length
        case .key(_, let length), .skip(let length), .pasteStart(let length):
            return length
        case .incomplete:
            return nil
        }
    }
}
