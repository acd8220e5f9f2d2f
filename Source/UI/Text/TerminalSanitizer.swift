import ComicData

/// Makes untrusted text safe to write to a terminal.
///
/// Remote text must never move the cursor, change colours, set the window
/// title or reorder what follows. Whole escape sequences are removed, so no
/// debris such as `[2J` is left behind: CSI (`ESC [` … final byte), OSC
/// (`ESC ]` … BEL or ST), DCS, SOS, PM and APC strings (… ST), other `ESC`
/// sequences, and their 8-bit C1 forms (U+009B for CSI and so on). Then every
/// character `OutputPolicy` calls unsafe is removed: lone C0 and C1
/// controls, DEL, and the bidirectional overrides and isolates (comic 1137's
/// title starts with U+202E). A string left unterminated swallows the rest of
/// the text, as a terminal would.
public enum TerminalSanitizer {
    /// One line: line breaks and tabs become spaces.
    public static func line(_ text: String) -> String {
        sanitize(text, lineBreak: " ")
    }

    /// Several lines: any line break (LF, CRLF, CR, U+2028/9) becomes `\n`, tabs spaces.
    public static func lines(_ text: String) -> String {
        sanitize(text, lineBreak: "\n")
    }

    private static let escape: UInt32 = 0x1B

    private static func sanitize(_ text: String, lineBreak: Unicode.Scalar) -> String {
        guard
            text.unicodeScalars.contains(where: {
                OutputPolicy.isUnsafe($0) || $0.value == 0x2028 || $0.value == 0x2029
            })
        else { return text }
        // UTF-8 bytes, not a scalar view: appending a scalar to a string was
        // most of the cost, for every line of hostile text.
        var output: [UInt8] = []
        output.reserveCapacity(text.utf8.count)
        func append(_ scalar: Unicode.Scalar) { UTF8.encode(scalar) { output.append($0) } }
        let scalars = Array(text.unicodeScalars)
        var index = 0
        while index < scalars.count {
            let scalar = scalars[index]
            switch scalar.value {
            case escape:
                index = endOfEscapeSequence(scalars, from: index + 1)
                continue
            case 0x9B:
                index = endOfControlSequence(scalars, from: index + 1)
                continue
            case 0x90, 0x98, 0x9D, 0x9E, 0x9F:
                index = endOfControlString(scalars, from: index + 1)
                continue
            case 0x0D where index + 1 < scalars.count && scalars[index + 1] == "\n":
                break
            case 0x0A, 0x0D, 0x2028, 0x2029:
                append(lineBreak)
            case 0x09:
                output.append(0x20)
            default:
                if !OutputPolicy.isUnsafe(scalar) { append(scalar) }
            }
            index += 1
        }
        return String(decoding: output, as: UTF8.self)
    }

    /// The index after an escape sequence whose `ESC` came just before `start`.
    private static func endOfEscapeSequence(_ scalars: [Unicode.Scalar], from start: Int) -> Int {
        guard start < scalars.count else { return start }
        switch scalars[start].value {
        case 0x5B:  // [
            return endOfControlSequence(scalars, from: start + 1)
        case 0x5D, 0x50, 0x58, 0x5E, 0x5F:  // ] P X ^ _
            return endOfControlString(scalars, from: start + 1)
        case 0x20...0x2F:
            // nF: intermediates, then one final byte (e.g. `ESC ( B`).
            var index = start
            while index < scalars.count, (0x20...0x2F).contains(scalars[index].value) { index += 1 }
            if index < scalars.count, (0x30...0x7E).contains(scalars[index].value) { index += 1 }
            return index
        case 0x30...0x7E:
            // One final byte: `ESC 7`, `ESC c`, `ESC M`…
            return start + 1
        default:
            // A lone ESC: only it goes; what follows is read as usual.
            return start
        }
    }

    /// The index after a CSI's parameters, intermediates and final byte. A
    /// character that cannot belong to the sequence ends it and is kept for
    /// the usual reading.
    private static func endOfControlSequence(_ scalars: [Unicode.Scalar], from start: Int) -> Int {
        var index = start
        while index < scalars.count {
            let value = scalars[index].value
            if (0x40...0x7E).contains(value) { return index + 1 }
            guard (0x20...0x3F).contains(value) else { return index }
            index += 1
        }
        return index
    }

    /// The index after an OSC, DCS, SOS, PM or APC string: its end is BEL,
    /// `ESC \` or the 8-bit ST (U+009C).
    private static func endOfControlString(_ scalars: [Unicode.Scalar], from start: Int) -> Int {
        var index = start
        while index < scalars.count {
            switch scalars[index].value {
            case 0x07, 0x9C:
                return index + 1
            case escape where index + 1 < scalars.count && scalars[index + 1] == "\\":
                return index + 2
            default:
                index += 1
            }
        }
        return index
    }
}
