import ComicData
import ComicUI
import Foundation

/// The same fuzz input as a person's own input: bytes typed or pasted into
/// the terminal, and a title on its way into a CSV export.
enum InputFuzzer {
    static func check(_ data: Data) {
        checkKeys(Array(data))
        checkCSV(String(decoding: data, as: UTF8.self))
    }

    /// Keys are printable or named, a paste is one line within its cap,
    /// what waits stays within the queue's capacity however the reads split,
    /// and every press is counted: none lost while the runs fit.
    private static func checkKeys(_ bytes: [UInt8]) {
        let cut = bytes.first.map { Int($0) % (bytes.count + 1) } ?? 0
        var decoder = KeyDecoder()
        var runs: [KeyPress] = []
        var pressed: [Key] = []
        for read in [bytes[..<cut], bytes[cut...]] {
            let keys = decoder.decode(read)
            for key in keys { expectPrintable(key) }
            pressed += keys
            for key in keys { KeyQueue.append(key, to: &runs) }
            KeyQueue.trim(&runs)
            precondition(runs.count <= KeyQueue.capacity, "the key queue grew past its capacity")
        }
        for key in decoder.endPaste() { expectPrintable(key) }
        let counted = runs.flatMap { Array(repeating: $0.key, count: $0.count) }
        if runs.count < KeyQueue.capacity {
            precondition(counted == pressed, "a key press was lost or folded")
        } else {
            precondition(
                pressed.suffix(counted.count).elementsEqual(counted), "a flood kept other keys than its newest")
        }
    }

    private static func expectPrintable(_ key: Key) {
        switch key {
        case .character(let character):
            precondition(!character.unicodeScalars.contains(where: isControl), "a control as a character")
        case .paste(let text):
            precondition(text.count <= KeyDecoder.maximumPasteLength, "a paste over its cap")
            precondition(!text.unicodeScalars.contains(where: isControl), "a control in a paste")
        default:
            break
        }
    }

    /// C0, DEL and C1: never a key's text (bidi marks may be, and prompts drop them).
    private static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value)
    }

    /// No cell a spreadsheet would run as a formula; every cell reads back
    /// exactly; the export imports back to its numbers.
    private static func checkCSV(_ title: String) {
        let cell = CSVCell.written(title)
        // What a spreadsheet's cell starts with: past the opening quote, where
        // a doubled quote is a quote (never a formula's start).
        let scalars = cell.unicodeScalars
        let start = scalars.first == "\"" ? scalars.dropFirst().first : scalars.first
        precondition(!["=", "+", "-", "@", "\t", "\r"].contains(start), "a formula in a CSV cell")
        if !title.isEmpty {
            precondition(CSVCell.rows(in: "title\n\(cell)\n") == [["title"], [title]], "a CSV cell did not read back")
        }
        let marks = [
            ExportedMark(number: 7, title: title, markedAt: 0), ExportedMark(number: 9, title: nil, markedAt: 1),
        ]
        let text = MarkFileWriter.text(marks, kind: .bookmark, format: .csv)
        guard let entries = try? MarkFileReader.entries(in: Data(text.utf8), kind: .bookmark) else {
            preconditionFailure("an export did not import")
        }
        precondition(entries.map(\.number) == [7, 9], "an export imported other numbers")
    }
}
