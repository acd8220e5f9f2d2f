import ComicUI

/// What a terminal shows after the bytes the reader wrote: the sequences
/// `FrameDiff` and `TerminalRestorer` use (cursor moves, erasing a line or
/// the screen, the alternate screen) and text, a wide character in two cells.
/// Styles, other modes and OSC, APC and DCS strings (images) change no cell;
/// OSC 52's clipboard text is kept. A test reads `text` as it read tmux's
/// `capture-pane -p`: one line a row, trailing blanks dropped.
struct TerminalScreen {
    private(set) var rows: Int
    private(set) var columns: Int
    /// A cell's character: a space when blank, `wideRest` right of a wide one.
    private var cells: [[Character]]
    private var saved: [[Character]]?
    private static let wideRest: Character = "\u{0}"
    private var row = 0
    private var column = 0
    /// An escape sequence or a character cut between two reads.
    private var pending: [UInt8] = []
    /// What OSC 52 put on the clipboard, base64 as written.
    private(set) var clipboard: [String] = []

    init(rows: Int, columns: Int) {
        self.rows = rows
        self.columns = columns
        cells = Self.blank(rows: rows, columns: columns)
    }

    var text: String {
        cells.map { line in
            var text = String(line.filter { $0 != Self.wideRest })
            while text.last == " " { text.removeLast() }
            return text
        }.joined(separator: "\n")
    }

    mutating func resize(rows: Int, columns: Int) {
        (self.rows, self.columns) = (rows, columns)
        cells = Self.blank(rows: rows, columns: columns)
        (row, column) = (0, 0)
    }

    mutating func feed(_ bytes: [UInt8]) {
        let input = pending + bytes
        pending = []
        var index = 0
        while index < input.count {
            let byte = input[index]
            if byte == 0x1B {
                guard let end = Self.sequenceEnd(input, from: index) else {
                    pending = Array(input[index...])
                    return
                }
                apply(Array(input[index..<end]))
                index = end
            } else if byte < 0x20 || byte == 0x7F {
                control(byte)
                index += 1
            } else {
                var end = index
                while end < input.count, input[end] >= 0x20, input[end] != 0x7F, input[end] != 0x1B { end += 1 }
                // A character cut at the end of this read waits for the rest.
                var complete = end
                if end == input.count {
                    var start = end - 1
                    while start > index, input[start] & 0xC0 == 0x80 { start -= 1 }
                    if Self.utf8Length(input[start]) > end - start { complete = start }
                }
                put(String(decoding: input[index..<complete], as: UTF8.self))
                if complete < end {
                    pending = Array(input[complete...])
                    return
                }
                index = end
            }
        }
    }

    private static func blank(rows: Int, columns: Int) -> [[Character]] {
        Array(repeating: Array(repeating: " ", count: columns), count: rows)
    }

    private static func utf8Length(_ lead: UInt8) -> Int {
        switch lead {
        case 0xF0...: 4
        case 0xE0...: 3
        case 0xC0...: 2
        default: 1
        }
    }

    /// Where the sequence starting at `start` ends (exclusive); nil when it is not all here.
    private static func sequenceEnd(_ bytes: [UInt8], from start: Int) -> Int? {
        guard start + 1 < bytes.count else { return nil }
        switch bytes[start + 1] {
        case UInt8(ascii: "["):
            var index = start + 2
            while index < bytes.count {
                if (0x40...0x7E).contains(bytes[index]) { return index + 1 }
                index += 1
            }
            return nil
        case UInt8(ascii: "]"), UInt8(ascii: "_"), UInt8(ascii: "P"):
            // A string, ended by BEL or ST (ESC \).
            var index = start + 2
            while index < bytes.count {
                if bytes[index] == 0x07 { return index + 1 }
                if bytes[index] == 0x1B, index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "\\") {
                    return index + 2
                }
                index += 1
            }
            return nil
        default:
            return start + 2
        }
    }

    private mutating func apply(_ sequence: [UInt8]) {
        let kind = sequence[1]
        if kind == UInt8(ascii: "]") {
            let body = String(decoding: sequence.dropFirst(2).prefix { $0 != 0x07 && $0 != 0x1B }, as: UTF8.self)
            if body.hasPrefix("52;") { clipboard.append(String(body.split(separator: ";").last ?? "")) }
            return
        }
        guard kind == UInt8(ascii: "["), let final = sequence.last else { return }
        let body = String(decoding: sequence.dropFirst(2).dropLast(), as: UTF8.self)
        let isPrivate = body.hasPrefix("?")
        let numbers = body.drop { $0 == "?" }.split(separator: ";", omittingEmptySubsequences: false).map { Int($0) }
        let first = numbers.first.flatMap { $0 } ?? 0
        switch Character(Unicode.Scalar(final)) {
        case "H", "f":
            row = min(max((numbers.first.flatMap { $0 } ?? 1) - 1, 0), rows - 1)
            column = min(max((numbers.dropFirst().first.flatMap { $0 } ?? 1) - 1, 0), columns - 1)
        case "K":
            let range = first == 0 ? column..<columns : first == 1 ? 0..<min(column + 1, columns) : 0..<columns
            for index in range { cells[row][index] = " " }
        case "J" where first == 2 || first == 3:
            cells = Self.blank(rows: rows, columns: columns)
        case "h" where isPrivate && first == 1049:
            saved = cells
            cells = Self.blank(rows: rows, columns: columns)
        case "l" where isPrivate && first == 1049:
            cells = saved ?? Self.blank(rows: rows, columns: columns)
            saved = nil
        default:
            break  // styles, modes, scrolling regions: no cell changes
        }
    }

    private mutating func control(_ byte: UInt8) {
        switch byte {
        case 0x0D: column = 0
        case 0x0A: row = min(row + 1, rows - 1)
        case 0x08: column = max(column - 1, 0)
        default: break
        }
    }

    /// Writes at the cursor; autowrap is off, so a line's end keeps being overwritten.
    private mutating func put(_ text: String) {
        for character in text {
            let width = TerminalText.width(character)
            guard width > 0 else { continue }
            cells[row][column] = character
            if width == 2, column + 1 < columns { cells[row][column + 1] = Self.wideRest }
            column = min(column + width, columns - 1)
        }
    }
}
