import Foundation

/// The formats `export` writes and `import` reads back.
public enum MarkFileFormat: String, Sendable, CaseIterable {
    case json
    case csv
}

/// Writes marks as a file a person can keep, oldest first as given.
///
/// JSON: an array with one object per line,
/// `{"num":1,"saved_at":"2024-03-01T09:00:00.000Z","title":"Barrel - Part 1"}`
/// (`title` is null for a comic not cached yet). CSV: a header
/// `num,title,saved_at`, then one row per mark. Either may reach a
/// terminal: JSON escapes every control and bidi character; CSV titles,
/// which import ignores, drop them. A CSV cell a spreadsheet would take
/// for a formula is neutralised (see `CSVCell`).
public enum MarkFileWriter {
    public static func text(_ marks: [ExportedMark], kind: MarkKind, format: MarkFileFormat) -> String {
        switch format {
        case .json: json(marks, kind: kind)
        case .csv: csv(marks, kind: kind)
        }
    }

    private static func json(_ marks: [ExportedMark], kind: MarkKind) -> String {
        guard !marks.isEmpty else { return "[]\n" }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        let lines = marks.map { mark in
            let object = JSONMark(mark: mark, timeField: kind.timeField)
            // Encoding strings and integers cannot fail.
            let data = (try? encoder.encode(object)) ?? Data("{}".utf8)
            return "  " + escapingInvisibleCharacters(String(decoding: data, as: UTF8.self))
        }
        return "[\n" + lines.joined(separator: ",\n") + "\n]\n"
    }

    private static func csv(_ marks: [ExportedMark], kind: MarkKind) -> String {
        var text = kind.fields.joined(separator: ",") + "\n"
        // CSV has no column for the kind: articles' marks go in JSON only (export says so).
        for mark in marks where !mark.isWhatIf {
            text += "\(mark.number),\(csvField(mark.title ?? "")),\(MarkTime.text(milliseconds: mark.markedAt))\n"
        }
        return text
    }

    private static func csvField(_ text: String) -> String {
        CSVCell.written(String(String.UnicodeScalarView(text.unicodeScalars.filter { !isInvisible($0) })))
    }

    /// JSONEncoder escapes C0 only; DEL, C1, bidi controls and line
    /// separators become `\uXXXX` too. Only strings can hold them, so
    /// replacing them anywhere in the text keeps it valid JSON.
    static func escapingInvisibleCharacters(_ json: String) -> String {
        var output = ""
        for scalar in json.unicodeScalars {
            if isInvisible(scalar) {
                let hex = String(scalar.value, radix: 16, uppercase: true)
                output += "\\u" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
            } else {
                output.unicodeScalars.append(scalar)
            }
        }
        return output
    }

    private static func isInvisible(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x00...0x1F, 0x7F...0x9F, 0x061C, 0x200E, 0x200F, 0x2028...0x202E, 0x2066...0x2069: true
        default: false
        }
    }
}

/// One mark in the JSON file.
private struct JSONMark: Encodable {
    let mark: ExportedMark
    let timeField: String

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: FieldKey.self)
        try container.encode(mark.number, forKey: FieldKey("num"))
        try container.encode(mark.title, forKey: FieldKey("title"))
        try container.encode(MarkTime.text(milliseconds: mark.markedAt), forKey: FieldKey(timeField))
        // Comics' lines stay as they were; an article's says what it is.
        if mark.isWhatIf { try container.encode("whatif", forKey: FieldKey("kind")) }
    }
}
