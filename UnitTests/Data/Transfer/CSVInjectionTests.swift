import ComicData
import Foundation
import Testing

/// Titles come from the server: in a CSV export none may reach a
/// spreadsheet as a formula, and import reads the file back exactly.
@Suite("CSV export: no formulas")
struct CSVInjectionTests {
    static let hostileTitles = [
        "=cmd|' /C calc'!A0", "+SUM(1,2)", "-2+3", "@SUM(A1)", "=HYPERLINK(\"http://evil\",\"x\")",
        "'=already quoted", "''@twice", "'Tis plain", "Plain title", "a = b", "",
    ]

    @Test("a cell starting with = + - @ gets a quote before it; others stay as they are")
    func neutralised() throws {
        let marks = Self.hostileTitles.enumerated().map {
            ExportedMark(number: $0.offset + 1, title: $0.element, markedAt: 1_709_375_400_250)
        }
        let text = MarkFileWriter.text(marks, kind: .bookmark, format: .csv)
        let rows = try #require(CSVCell.rows(in: text))
        #expect(rows.dropFirst().map { $0[1] } == Self.hostileTitles)
        for line in text.split(separator: "\n").dropFirst() {
            let cell = line.split(separator: ",", maxSplits: 1)[1].drop { $0 == "\"" }
            #expect(!["=", "+", "-", "@"].contains(cell.first), "a formula: \(line)")
        }
        #expect(text.contains(#"1,"'=cmd|' /C calc'!A0",2024"#))
        #expect(text.contains("9,Plain title,2024"))
        #expect(text.contains("8,'Tis plain,2024"))
    }

    @Test(
        "each cell reads back as it was written",
        arguments: hostileTitles.filter { !$0.isEmpty } + [
            "\t=tab", "-", "'", "'-", "two\r\nlines", "a\rb",
            // A quote and a combining mark are one Character: the quote must still be doubled.
            "a\"\u{301}b", "\"\u{301}", ",\u{301}", " \u{301}x",
            // Its cell starts with a quote, which is no formula.
            "\"=in quotes",
        ])
    func cellRoundTrip(title: String) throws {
        let written = CSVCell.written(title)
        let scalars = written.unicodeScalars
        let start = scalars.first == "\"" ? scalars.dropFirst().first : scalars.first
        #expect(!["=", "+", "-", "@", "\t", "\r"].contains(start))
        #expect(CSVCell.rows(in: "title\n\(written)\n")?.last == [title])
    }

    @Test("import reads an export full of formulas back to the same numbers and times")
    func importRoundTrip() throws {
        let marks = Self.hostileTitles.enumerated().map {
            ExportedMark(number: $0.offset + 10, title: $0.element, markedAt: Int64($0.offset) * 1000)
        }
        let text = MarkFileWriter.text(marks, kind: .bookmark, format: .csv)
        let entries = try MarkFileReader.entries(in: Data(text.utf8), kind: .bookmark)
        #expect(entries.map(\.number) == marks.map(\.number))
        #expect(entries.map(\.markedAt) == marks.map(\.markedAt))
    }
}
