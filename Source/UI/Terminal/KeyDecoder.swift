/// Turns the bytes read from a terminal into keys.
///
/// Reads may split a sequence anywhere; an incomplete escape sequence or
/// UTF-8 character waits for the next read. The one ambiguity, ESC alone or
/// the start of a sequence, is settled by the read: an ESC that ends a read
/// is the Escape key. Unknown or malformed sequences are swallowed whole,
/// so they never reach the screen as text. A bracketed paste is one
/// `Key.paste` (see `KeyDecoder+Paste`).
public struct KeyDecoder: Sendable {
    var pending: [UInt8] = []
    var lastWasCarriageReturn = false
    /// The text of a bracketed paste under way.
    var paste: PasteBuffer?
    /// Set while the rest of an overlong sequence is being thrown away.
    private var discarding: Discarding?

    private enum Discarding {
        case controlSequence
        case string
        case stringEscape
    }

    /// Longest escape sequence kept waiting for its end; the bytes of a
    /// longer one are dropped as they come, up to its end.
    static let maxSequenceLength = 256

    public init() {}

    /// The keys completed by one read's bytes.
    public mutating func decode(_ bytes: some Sequence<UInt8>) -> [Key] {
        pending.append(contentsOf: bytes)
        var keys: [Key] = []
        var index = 0
        while index < pending.count {
            let byte = pending[index]
            if paste != nil {
                guard let length = pasteStep(at: index, into: &keys) else {
                    pending.removeFirst(index)
                    return keys
                }
                index += length
                continue
            }
            if let mode = discarding {
                index += discardedLength(byte, mode: mode)
                continue
            }
            switch step(at: index) {
            case .key(let key, let length):
                // CR LF, as pasted text may carry, is one Enter.
                if !(byte == 0x0A && lastWasCarriageReturn) { keys.append(key) }
                index += length
            case .skip(let length):
                index += length
            case .pasteStart(let length):
                paste = PasteBuffer()
                index += length
            case .incomplete where pending.count - index == 1 && byte == 0x1B:
                keys.append(.escape)  // a lone ESC at the end of a read
                index += 1
            case .incomplete where pending.count - index > Self.maxSequenceLength:
                discarding = pending[index + 1] == UInt8(ascii: "[") ? .controlSequence : .string
                index = pending.count
            case .incomplete:
                pending.removeFirst(index)
                return keys
            }
            lastWasCarriageReturn = byte == 0x0D
        }
        pending.removeAll()
        return keys
    }

    /// How many bytes to drop at `byte` while discarding: 1 inside the
    /// sequence or at its last byte, 0 at a byte that starts something new.
    private mutating func discardedLength(_ byte: UInt8, mode: Discarding) -> Int {
        switch (mode, byte) {
        case (.controlSequence, 0x20...0x3F):
            return 1
        case (.controlSequence, 0x40...0x7E), (.string, 0x07), (.string, 0x9C), (.stringEscape, UInt8(ascii: "\\")):
            discarding = nil
            return 1
        case (.string, 0x1B):
            discarding = .stringEscape  // perhaps ST, ESC backslash
            return 1
        case (.string, _):
            return 1
        default:
            discarding = nil
            return 0
        }
    }

    // MARK: - One key

    enum Step {
        case key(Key, length: Int)
        case skip(length: Int)
        /// `ESC [200~`: the text up to `ESC [201~` is pasted.
        case pasteStart(length: Int)
        case incomplete
    }

    func step(at index: Int) -> Step {
        let byte = pending[index]
        switch byte {
        case 0x1B: return escape(at: index)
        case 0x0D, 0x0A: return .key(.enter, length: 1)
        case 0x09: return .key(.tab, length: 1)
        case 0x7F, 0x08: return .key(.backspace, length: 1)
        case 0x01...0x1A: return .key(.control(Character(Unicode.Scalar(byte + 0x60))), length: 1)
        case 0x00, 0x1C...0x1F: return .skip(length: 1)
        case 0x20...0x7E: return .key(.character(Character(Unicode.Scalar(byte))), length: 1)
        default: return utf8(at: index)
        }
    }

    private func escape(at index: Int) -> Step {
        guard index + 1 < pending.count else { return .incomplete }
        switch pending[index + 1] {
        case UInt8(ascii: "["): return csi(at: index)
        case UInt8(ascii: "O"): return ss3(at: index)
        case UInt8(ascii: "]"), UInt8(ascii: "P"), UInt8(ascii: "_"), UInt8(ascii: "^"), UInt8(ascii: "X"):
            return stringSequence(at: index)
        default:
            // ESC then a key (Alt-key in most terminals): Escape, then that key on its own.
            return .key(.escape, length: 1)
        }
    }

    /// ESC [ parameters intermediates final.
    private func csi(at index: Int) -> Step {
        var end = index + 2
        while end < pending.count {
            let byte = pending[end]
            switch byte {
            case 0x20...0x3F:
                end += 1
            case 0x40...0x7E:
                let parameters = pending[(index + 2)..<end]
                let length = end - index + 1
                if byte == UInt8(ascii: "~"), parameters.elementsEqual("200".utf8) {
                    return .pasteStart(length: length)
                }
                guard let key = Self.csiKey(final: byte, parameters: parameters) else { return .skip(length: length) }
                return .key(key, length: length)
            default:
                return .skip(length: end - index)  // malformed: drop what came before this byte
            }
        }
        return .incomplete
    }

    private static func csiKey(final: UInt8, parameters: ArraySlice<UInt8>) -> Key? {
        if parameters.first == UInt8(ascii: "<") { return mouse(final: final, parameters: parameters.dropFirst()) }
        switch final {
        case UInt8(ascii: "A"): return .up
        case UInt8(ascii: "B"): return .down
        case UInt8(ascii: "C"): return .right
        case UInt8(ascii: "D"): return .left
        case UInt8(ascii: "H"): return .home
        case UInt8(ascii: "F"): return .end
        case UInt8(ascii: "Z"): return .backTab
        case UInt8(ascii: "~"):
            // The first parameter names the key; any after it are modifiers.
            let first = parameters.prefix { $0 != UInt8(ascii: ";") }
            switch String(decoding: first, as: UTF8.self) {
            case "1", "7": return .home
            case "4", "8": return .end
            case "3": return .delete
            case "5": return .pageUp
            case "6": return .pageDown
            default: return nil
            }
        default: return nil
        }
    }

    /// SGR mouse report `ESC [ < b ; x ; y M` (press) or `m` (release): the
    /// left button's press and the wheel; releases, motion and other buttons are dropped.
    private static func mouse(final: UInt8, parameters: ArraySlice<UInt8>) -> Key? {
        let numbers = parameters.split(separator: UInt8(ascii: ";")).map { Int(String(decoding: $0, as: UTF8.self)) }
        guard final == UInt8(ascii: "M"), numbers.count == 3, let button = numbers[0], let column = numbers[1],
            let row = numbers[2], column >= 1, row >= 1, button & 32 == 0
        else { return nil }
        let kind: MouseEvent.Kind
        switch button & ~0b11100 {  // without Shift, Meta and Ctrl
        case 0: kind = .click
        case 64: kind = .wheelUp
        case 65: kind = .wheelDown
        default: return nil
        }
        return .mouse(MouseEvent(kind, row: row - 1, column: column - 1))
    }

    /// ESC O final, sent by keypads and by terminals in application cursor mode.
    private func ss3(at index: Int) -> Step {
        guard index + 2 < pending.count else { return .incomplete }
        let key: Key? =
            switch pending[index + 2] {
            case UInt8(ascii: "A"): .up
            case UInt8(ascii: "B"): .down
            case UInt8(ascii: "C"): .right
            case UInt8(ascii: "D"): .left
            case UInt8(ascii: "H"): .home
            case UInt8(ascii: "F"): .end
            case UInt8(ascii: "M"): .enter
            default: nil
            }
        return key.map { .key($0, length: 3) } ?? .skip(length: 3)
    }

    /// OSC, DCS, APC, PM, SOS: terminal replies we never asked for; they end in BEL or ESC \.
    private func stringSequence(at index: Int) -> Step {
        var end = index + 2
        while end < pending.count {
            if pending[end] == 0x07 { return .skip(length: end - index + 1) }
            if pending[end] == 0x1B {
                guard end + 1 < pending.count else { return .incomplete }
                return .skip(length: end - index + (pending[end + 1] == UInt8(ascii: "\\") ? 2 : 1))
            }
            end += 1
        }
        return .incomplete
    }

    private func utf8(at index: Int) -> Step {
        let lead = pending[index]
        let length: Int
        switch lead {
        case 0xC2...0xDF: length = 2
        case 0xE0...0xEF: length = 3
        case 0xF0...0xF4: length = 4
        default: return .skip(length: 1)  // a stray continuation byte, a C1 byte or an invalid lead
        }
        var available = 1
        while available < length, index + available < pending.count {
            guard (0x80...0xBF).contains(pending[index + available]) else { return .skip(length: available) }
            available += 1
        }
        guard available == length else { return .incomplete }
        let bytes = pending[index..<(index + length)]
        guard let scalar = String(validating: bytes, as: UTF8.self)?.unicodeScalars.first,
            !(0x80...0x9F).contains(scalar.value)
        else { return .skip(length: length) }
        return .key(.character(Character(scalar)), length: length)
    }
}
