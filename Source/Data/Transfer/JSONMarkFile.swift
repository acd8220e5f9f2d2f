import Foundation

/// The JSON side of `MarkFileReader`: an array of objects (`num`, `title`,
/// and the time field) or of bare numbers.
///
/// JSONDecoder reads the values; it names an element by index only, so a
/// scan of the text finds the line each element starts on.
enum JSONMarkFile {
    static func entries(in text: String, kind: MarkKind) throws(MarkFileError) -> [MarkEntry] {
        let data = Data(text.utf8)
        let elementLines = elementStartLines(data)
        let elements: [Element]
        do {
            elements = try JSONDecoder().decode([Element].self, from: data)
        } catch {
            throw fault(error, data: data, elementLines: elementLines)
        }

        var entries: [MarkEntry] = []
        for (index, element) in elements.enumerated() {
            let line = index < elementLines.count ? elementLines[index] : 1
            if let unknown = element.keys.sorted().first(where: { !kind.fields.contains($0) && $0 != "kind" }) {
                throw MarkFileError(
                    line: line,
                    "unknown field \(MarkFileReader.quoted(unknown)) (expected \(kind.fields.joined(separator: ", ")))")
            }
            let number = try MarkFileReader.number(String(element.number), line: line)
            let time = try element.time(kind.timeField).map { text throws(MarkFileError) in
                try MarkFileReader.time(text, line: line)
            }
            let isWhatIf: Bool
            switch element.strings["kind"] {
            case nil, "comic": isWhatIf = false
            case "whatif": isWhatIf = true
            case let other?:
                throw MarkFileError(
                    line: line, "unknown kind \(MarkFileReader.quoted(other)) (expected comic or whatif)")
            }
            entries.append(MarkEntry(number: number, markedAt: time, line: line, isWhatIf: isWhatIf))
        }
        return entries
    }

    /// One element: a bare number or an object.
    private struct Element: Decodable {
        var number: Int
        var keys: Set<String> = []
        var strings: [String: String] = [:]

        init(from decoder: any Decoder) throws {
            if let number = try? decoder.singleValueContainer().decode(Int.self) {
                self.number = number
                return
            }
            let container = try decoder.container(keyedBy: FieldKey.self)
            number = try container.decode(Int.self, forKey: FieldKey("num"))
            for key in container.allKeys where key.stringValue != "num" {
                keys.insert(key.stringValue)
                // Every other field is text or null.
                if let value = try container.decodeIfPresent(String.self, forKey: key) {
                    strings[key.stringValue] = value
                }
            }
            keys.insert("num")
        }

        func time(_ field: String) -> String? {
            strings[field].flatMap { $0.trimmingCharacters(in: .whitespaces).isEmpty ? nil : $0 }
        }
    }

    private static func fault(_ error: any Error, data: Data, elementLines: [Int]) -> MarkFileError {
        let context: DecodingError.Context
        let reason: String
        switch error as? DecodingError {
        case .keyNotFound(let key, let errorContext):
            context = errorContext
            reason = "no \(MarkFileReader.quoted(key.stringValue)) field"
        case .typeMismatch(_, let errorContext), .valueNotFound(_, let errorContext):
            context = errorContext
            reason = "expected a comic number, or an object with a number 'num' and text fields"
        case .dataCorrupted(let errorContext) where errorContext.codingPath.isEmpty:
            // The text itself is broken; JSONSerialization says where.
            return MarkFileError(line: syntaxErrorLine(data), "not valid JSON")
        case .dataCorrupted(let errorContext):
            context = errorContext
            reason = "expected a comic number, or an object with a number 'num' and text fields"
        default:
            return MarkFileError(line: syntaxErrorLine(data), "not valid JSON")
        }
        guard let index = context.codingPath.first?.intValue else {
            return MarkFileError(line: 1, "expected a JSON array of comics")
        }
        return MarkFileError(line: index < elementLines.count ? elementLines[index] : nil, reason)
    }

    /// The line of the first syntax error, from JSONSerialization's "around
    /// character N"; without one (the text ended early), the last line with text.
    private static func syntaxErrorLine(_ data: Data) -> Int {
        let lastText = data.lastIndex { ![0x20, 0x09, 0x0A, 0x0D].contains($0) } ?? data.startIndex
        var end = lastText
        do {
            _ = try JSONSerialization.jsonObject(with: data)
        } catch {
            let text = String(describing: error)
            if let range = text.range(of: "character "),
                let offset = Int(text[range.upperBound...].prefix { $0.isASCII && $0.isNumber })
            {
                end = min(data.startIndex + offset, lastText)
            }
        }
        return data[..<end].count { $0 == UInt8(ascii: "\n") } + 1
    }

    /// The line on which each element of the top-level array starts.
    static func elementStartLines(_ data: Data) -> [Int] {
        var lines: [Int] = []
        var line = 1
        var depth = 0
        var inString = false
        var escaped = false
        var awaitingElement = false
        for byte in data {
            if byte == UInt8(ascii: "\n") { line += 1 }
            if inString {
                if escaped {
                    escaped = false
                } else if byte == UInt8(ascii: "\\") {
                    escaped = true
                } else if byte == UInt8(ascii: "\"") {
                    inString = false
                }
                continue
            }
            let isSpace = byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
            if awaitingElement, depth == 1, !isSpace, byte != UInt8(ascii: "]") {
                lines.append(line)
                awaitingElement = false
            }
            switch byte {
            case UInt8(ascii: "\""): inString = true
            case UInt8(ascii: "["), UInt8(ascii: "{"):
                depth += 1
                if depth == 1 { awaitingElement = true }
            case UInt8(ascii: "]"), UInt8(ascii: "}"): depth -= 1
            case UInt8(ascii: ","): if depth == 1 { awaitingElement = true }
            default: break
            }
        }
        return lines
    }
}
