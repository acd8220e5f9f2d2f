import Foundation

/// Reads a mark file: our JSON or CSV (see `MarkFileWriter`), or plain comic
/// numbers, one per line or separated by commas (`#` before a number is
/// allowed: what people paste from other apps).
///
/// All or nothing: the first fault throws a `MarkFileError` naming its line,
/// and nothing is returned. Each number comes back once, at its first line.
public enum MarkFileReader {
    /// Larger files are refused before reading: 16 MiB is far more than
    /// every comic ever drawn, bookmarked with a title.
    public static let maximumBytes = 16 * 1024 * 1024
    /// No comic will have a number this large for centuries.
    public static let maximumNumber = 1_000_000

    public static func entries(in data: Data, kind: MarkKind) throws(MarkFileError) -> [MarkEntry] {
        guard data.count <= maximumBytes else {
            throw MarkFileError(line: nil, "the file is larger than \(maximumBytes / 1024 / 1024) MiB")
        }
        var text = try utf8Text(data)
        if text.hasPrefix("\u{FEFF}") { text.removeFirst() }
        let entries: [MarkEntry]
        switch text.first(where: { !$0.isWhitespace }) {
        case "[": entries = try JSONMarkFile.entries(in: text, kind: kind)
        case "{":
            throw MarkFileError(line: lineOfFirst("{", in: text), "expected a JSON array of comics, found an object")
        default:
            if let firstLine = firstNonBlankLine(in: text), firstLine.contains(where: \.isLetter) {
                entries = try CSVMarkFile.entries(in: text, kind: kind)
            } else {
                entries = try plainEntries(in: text)
            }
        }
        var seen = Set<Int>()
        return entries.filter { seen.insert($0.number).inserted }
    }

    /// A comic number from a file: digits, within range.
    static func number(_ text: some StringProtocol, line: Int) throws(MarkFileError) -> Int {
        guard let number = Int(text) else { throw MarkFileError(line: line, "\(quoted(text)) is not a comic number") }
        guard number >= 1 else { throw MarkFileError(line: line, "comic numbers start at 1, got \(number)") }
        guard number <= maximumNumber else {
            throw MarkFileError(line: line, "\(number) is not a plausible comic number")
        }
        return number
    }

    static func time(_ text: String, line: Int) throws(MarkFileError) -> Int64 {
        guard let milliseconds = MarkTime.milliseconds(from: text) else {
            throw MarkFileError(line: line, "\(quoted(text)) is not a time like 2024-03-01T09:00:00.000Z")
        }
        return milliseconds
    }

    /// File text for a message: printable ASCII only, and short, since it
    /// reaches a terminal.
    static func quoted(_ text: some StringProtocol) -> String {
        let printable = text.unicodeScalars.filter { (0x20...0x7E).contains($0.value) }
        let shown = String(String.UnicodeScalarView(printable.prefix(40)))
        return printable.count == text.unicodeScalars.count && printable.count <= 40 ? "'\(shown)'" : "'\(shown)…'"
    }

    private static func plainEntries(in text: String) throws(MarkFileError) -> [MarkEntry] {
        var entries: [MarkEntry] = []
        for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            for token in line.split(separator: ",") {
                var number = token.trimmingCharacters(in: .whitespacesAndNewlines)
                if number.hasPrefix("#") { number.removeFirst() }
                guard !number.isEmpty else { continue }
                entries.append(MarkEntry(number: try self.number(number, line: index + 1), line: index + 1))
            }
        }
        return entries
    }

    private static func utf8Text(_ data: Data) throws(MarkFileError) -> String {
        if let text = String(validating: data, as: UTF8.self) { return text }
        let lines = data.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
        let line = lines.firstIndex { String(validating: $0, as: UTF8.self) == nil }.map { $0 + 1 }
        throw MarkFileError(line: line, "the file is not UTF-8 text")
    }

    /// Found line by line, without splitting what follows (a whole file's lines, to read one).
    private static func firstNonBlankLine(in text: String) -> Substring? {
        var rest = text[...]
        while !rest.isEmpty {
            let end = rest.firstIndex(where: \.isNewline) ?? rest.endIndex
            if !rest[..<end].allSatisfy(\.isWhitespace) { return rest[..<end] }
            rest = rest[end...].dropFirst()
        }
        return nil
    }

    static func lineOfFirst(_ character: Character, in text: String) -> Int {
        guard let index = text.firstIndex(of: character) else { return 1 }
        return lineNumber(at: index, in: text)
    }

    static func lineNumber(at index: String.Index, in text: String) -> Int {
        text[..<index].utf8.count { $0 == UInt8(ascii: "\n") } + 1
    }
}
