import Foundation

/// The CSV side of `MarkFileReader`: RFC 4180 (quoted fields may hold
/// commas, quotes and line breaks), a header naming the columns first.
/// A field export neutralised against spreadsheet formulas is read back as
/// it was (`CSVCell.original`).
enum CSVMarkFile {
    struct Record {
        var fields: [String]
        /// Where the record starts, 1-based.
        var line: Int
    }

    static func entries(in text: String, kind: MarkKind) throws(MarkFileError) -> [MarkEntry] {
        let records = try records(in: text)
        guard let header = records.first else { return [] }
        let columns = header.fields.map { $0.trimmingCharacters(in: .whitespaces).lowercased() }
        for column in columns where !kind.fields.contains(column) {
            throw MarkFileError(
                line: header.line,
                "unknown column \(MarkFileReader.quoted(column)) (expected \(kind.fields.joined(separator: ", ")))")
        }
        guard Set(columns).count == columns.count else {
            throw MarkFileError(line: header.line, "a column is named twice")
        }
        guard let numberColumn = columns.firstIndex(of: "num") else {
            throw MarkFileError(line: header.line, "no 'num' column")
        }
        let timeColumn = columns.firstIndex(of: kind.timeField)

        var entries: [MarkEntry] = []
        for record in records.dropFirst() {
            guard record.fields.count == columns.count else {
                throw MarkFileError(
                    line: record.line, "expected \(columns.count) fields, found \(record.fields.count)")
            }
            let number = try MarkFileReader.number(
                record.fields[numberColumn].trimmingCharacters(in: .whitespaces), line: record.line)
            let timeText = timeColumn.map { record.fields[$0].trimmingCharacters(in: .whitespaces) } ?? ""
            let time = timeText.isEmpty ? nil : try MarkFileReader.time(timeText, line: record.line)
            entries.append(MarkEntry(number: number, markedAt: time, line: record.line))
        }
        return entries
    }

    /// Every non-blank record; a quote out of place or left open is refused.
    static func records(in text: String) throws(MarkFileError) -> [Record] {
        var records: [Record] = []
        var fields: [String] = []
        var field = String.UnicodeScalarView()
        var line = 1
        var recordLine = 1
        var isQuoted = false
        var quoteClosed = false

        func endField() {
            fields.append(CSVCell.original(String(field)))
            field = String.UnicodeScalarView()
            quoteClosed = false
        }
        func endRecord() {
            endField()
            if fields != [""] { records.append(Record(fields: fields, line: recordLine)) }
            fields = []
        }

        let scalars = Array(text.unicodeScalars)
        var index = 0
        while index < scalars.count {
            let scalar = scalars[index]
            index += 1
            if isQuoted {
                if scalar == "\"" {
                    if index < scalars.count, scalars[index] == "\"" {
                        field.append("\"")
                        index += 1
                    } else {
                        isQuoted = false
                        quoteClosed = true
                    }
                } else {
                    if scalar == "\n" { line += 1 }
                    field.append(scalar)
                }
                continue
            }
            switch scalar {
            case "\"":
                guard field.isEmpty, !quoteClosed else {
                    throw MarkFileError(line: line, "a quote in the middle of a field")
                }
                isQuoted = true
            case ",":
                endField()
            case "\r" where index < scalars.count && scalars[index] == "\n":
                continue
            case "\n", "\r":
                endRecord()
                line += 1
                recordLine = line
            default:
                guard !quoteClosed || scalar == " " else {
                    throw MarkFileError(line: line, "text after a closing quote")
                }
                if !quoteClosed { field.append(scalar) }
            }
        }
        if isQuoted { throw MarkFileError(line: recordLine, "a quoted field is never closed") }
        endRecord()
        return records
    }
}
