import ComicData
import Foundation
import Testing

@Suite("Mark files: reading and writing")
struct MarkFileTests {
    private func read(_ text: String, kind: MarkKind = .bookmark) throws -> [MarkEntry] {
        try MarkFileReader.entries(in: Data(text.utf8), kind: kind)
    }

    private func numbers(_ text: String) throws -> [Int] {
        try read(text).map(\.number)
    }

    /// Milliseconds since 1970 of a UTC time.
    private func ms(_ iso: String) throws -> Int64 {
        let date = try Date.ISO8601FormatStyle().parse(iso)
        return Int64(date.timeIntervalSince1970) * 1000
    }

    // MARK: - Plain numbers

    @Test func plainNumbersOnePerLineOrSeparatedByCommas() throws {
        #expect(try numbers("12\n 34 \r\n\n#56, 78,9,\n") == [12, 34, 56, 78, 9])
        #expect(try read("1\n2, 3").map(\.line) == [1, 2, 2])
        #expect(try read("5").first?.markedAt == nil)
    }

    @Test func eachNumberComesOnceAtItsFirstLine() throws {
        let entries = try read("7\n8\n7, 8, 9")
        #expect(entries.map(\.number) == [7, 8, 9])
        #expect(entries.map(\.line) == [1, 2, 3])
    }

    @Test func anEmptyFileHasNoEntries() throws {
        #expect(try numbers("") == [])
        #expect(try numbers("\n \n") == [])
        #expect(try numbers("[]") == [])
    }

    // MARK: - Our JSON

    @Test func ourJSONWithTimesTitlesAndNulls() throws {
        let entries = try read(
            """
            [
              {"num":3,"saved_at":"2024-03-01T09:00:00.250Z","title":"A, \\"quoted\\" title"},
              {"num":1137,"saved_at":"2024-03-02T10:30:00+01:00","title":null},
              {"num":5}
            ]
            """)
        #expect(
            entries == [
                MarkEntry(number: 3, markedAt: try ms("2024-03-01T09:00:00Z") + 250, line: 2),
                MarkEntry(number: 1137, markedAt: try ms("2024-03-02T09:30:00Z"), line: 3),
                MarkEntry(number: 5, markedAt: nil, line: 4),
            ])
    }

    @Test func aJSONArrayOfNumbers() throws {
        #expect(try numbers("[1, 2,\n 3]") == [1, 2, 3])
        #expect(try read("[1, 2,\n 3]").map(\.line) == [1, 1, 2])
    }

    @Test func readMarksUseTheirOwnTimeField() throws {
        let entries = try read(#"[{"num": 9, "read_at": "2020-01-01T00:00:00Z"}]"#, kind: .read)
        #expect(entries.first?.markedAt == 1_577_836_800_000)
        #expect(throws: MarkFileError.self) {
            try read(#"[{"num": 9, "saved_at": "2020-01-01T00:00:00Z"}]"#, kind: .read)
        }
    }

    // MARK: - Our CSV

    @Test func ourCSVWithQuotedFieldsAndCRLF() throws {
        let entries = try read(
            "num,title,saved_at\r\n1,Barrel,2024-03-01T09:00:00.000Z\r\n2,\"Line\nbreak, \"\"quoted\"\"\",\r\n\r\n3,,2024-03-01T09:00:01.999Z\r\n"
        )
        #expect(
            entries == [
                MarkEntry(number: 1, markedAt: try ms("2024-03-01T09:00:00Z"), line: 2),
                MarkEntry(number: 2, markedAt: nil, line: 3),
                MarkEntry(number: 3, markedAt: try ms("2024-03-01T09:00:01Z") + 999, line: 6),
            ])
    }

    @Test func csvColumnsInAnyOrderAndOnlyTheNumberNeeded() throws {
        #expect(try numbers("saved_at,num\n,4\n2021-05-05T05:05:05Z,6\n") == [4, 6])
        #expect(try numbers("\u{FEFF}NUM\n10\n11\n") == [10, 11])
    }

    // MARK: - Refusals name the line

    @Test(
        "every malformed shape is refused with its line",
        arguments: [
            ("1\n2\nthree\n", 3),
            ("1\n0\n", 2),
            ("5, -3", 1),
            ("1\n2\n1000001", 3),
            ("12.5", 1),
            ("99999999999999999999999", 1),
            ("num,title,saved_at\n1,A,2024-03-01T09:00:00Z\n2,B,yesterday\n", 3),
            ("num,title,saved_at\n1,A,2024-02-29T09:00:00Z\n2,B,2024-02-30T09:00:00Z\n", 3),
            ("num,title,saved_at\n1,A,2023-02-29T09:00:00Z\n", 2),
            ("num,title,saved_at\n1,A,2024-04-31T09:00:00Z\n", 2),
            ("num,title,saved_at\n1,A,2024-13-01T09:00:00Z\n", 2),
            ("[\n  {\"num\": 1, \"saved_at\": \"2024-02-30T09:00:00.000Z\"}\n]", 2),
            ("num,title,saved_at\n1,A\n", 2),
            ("num,title,saved_at\n1,A,,extra\n", 2),
            ("num,colour\n1,red\n", 1),
            ("title,saved_at\nA,\n", 1),
            ("num,num\n1,1\n", 1),
            ("num,title\n1,\"open\n2,B\n", 2),
            ("num,title\n1,a\"b\n", 2),
            ("num,title\n1,\"a\"b\n", 2),
            ("num\n1\n0\n", 3),
            ("[\n  {\"num\": 1},\n  {\"num\": 0}\n]", 3),
            ("[\n  {\"num\": 1},\n  {\"title\": \"no number\"}\n]", 3),
            ("[\n  {\"num\": 1},\n  {\"num\": \"2\"}\n]", 3),
            ("[\n  {\"num\": 1},\n  {\"num\": 2, \"colour\": \"red\"}\n]", 3),
            ("[\n  {\"num\": 1, \"saved_at\": \"soon\"}\n]", 2),
            ("[\n  {\"num\": 1, \"saved_at\": 12}\n]", 2),
            ("[\n  1,\n  \"two\"\n]", 3),
            ("[\n  1,\n  2,\n  {\"num\": 3 x}\n]", 4),
            ("[\n  1,\n  2\n", 3),
            ("{\"num\": 1}", 1),
        ])
    func malformed(text: String, line: Int) {
        #expect(throws: MarkFileError.self) { try read(text) }
        do {
            _ = try read(text)
        } catch let error as MarkFileError {
            #expect(error.line == line, "\(error)")
            #expect(error.description.hasPrefix("line \(line): "))
        } catch {
            Issue.record("unexpected \(error)")
        }
    }

    @Test func aFileThatIsNotUTF8NamesTheLine() {
        var data = Data("1\n2\n".utf8)
        data.append(contentsOf: [0x33, 0xFF, 0x0A])
        #expect(throws: MarkFileError(line: 3, "the file is not UTF-8 text")) {
            try MarkFileReader.entries(in: data, kind: .bookmark)
        }
    }

    @Test func aFileTooLargeIsRefusedWhole() {
        let data = Data(repeating: 0x20, count: MarkFileReader.maximumBytes + 1)
        #expect(throws: MarkFileError.self) { try MarkFileReader.entries(in: data, kind: .bookmark) }
    }

    @Test func refusalsNeverEchoControlCharacters() throws {
        do {
            _ = try read("1\n\u{1B}[31mred\n")
            Issue.record("accepted")
        } catch {
            let text = String(describing: error)
            #expect(!text.unicodeScalars.contains { $0.value < 0x20 || $0.value == 0x7F })
            #expect(text.hasPrefix("line 2: "))
        }
    }

    // MARK: - Writing

    private let marks = [
        ExportedMark(number: 1137, title: "\u{202E}Fixture", markedAt: 1_709_375_400_250),
        ExportedMark(number: 3, title: "Commas, \"quotes\"", markedAt: 1_709_375_400_999),
        ExportedMark(number: 12, title: nil, markedAt: -1),
    ]

    @Test func jsonIsOneObjectPerLineWithInvisibleCharactersEscaped() {
        let text = MarkFileWriter.text(marks, kind: .bookmark, format: .json)
        #expect(
            text == """
                [
                  {"num":1137,"saved_at":"2024-03-02T10:30:00.250Z","title":"\\u202EFixture"},
                  {"num":3,"saved_at":"2024-03-02T10:30:00.999Z","title":"Commas, \\"quotes\\""},
                  {"num":12,"saved_at":"1969-12-31T23:59:59.999Z","title":null}
                ]

                """)
        #expect(MarkFileWriter.text([], kind: .read, format: .json) == "[]\n")
    }

    @Test func csvHasAHeaderAndQuotesWhatNeedsIt() {
        let text = MarkFileWriter.text(marks, kind: .read, format: .csv)
        #expect(
            text == #"""
                num,title,read_at
                1137,Fixture,2024-03-02T10:30:00.250Z
                3,"Commas, ""quotes""",2024-03-02T10:30:00.999Z
                12,,1969-12-31T23:59:59.999Z

                """#)
    }

    @Test("what is written reads back to the same numbers and times", arguments: MarkFileFormat.allCases)
    func roundTrip(format: MarkFileFormat) throws {
        let text = MarkFileWriter.text(marks, kind: .bookmark, format: format)
        let entries = try read(text)
        #expect(entries.map(\.number) == marks.map(\.number))
        #expect(entries.map(\.markedAt) == marks.map(\.markedAt))
    }
}
