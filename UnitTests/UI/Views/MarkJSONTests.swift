import ComicData
import ComicUI
import Foundation
import Testing

/// `bookmarks --json` and `bookmarks export` write one time the same way.
@Suite("Mark times in JSON lists and exports")
struct MarkJSONTests {
    func times(_ json: String, field: String) throws -> [Int: String] {
        let array = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [[String: Any]])
        return Dictionary(
            uniqueKeysWithValues: array.compactMap { object in
                (object["num"] as? Int).flatMap { number in (object[field] as? String).map { (number, $0) } }
            })
    }

    @Test(
        "a list and an export agree to the millisecond on every millisecond of a second",
        arguments: [MarkKind.bookmark, .read])
    func agree(kind: MarkKind) throws {
        let marks = (0..<1000).map { ExportedMark(number: $0 + 1, title: nil, markedAt: 1_718_000_000_000 + Int64($0)) }
        let listed = try times(
            MarkJSON.listText(marks, kind: kind, comics: [], bookmarked: [], read: []), field: kind.timeField)
        let exported = try times(MarkFileWriter.text(marks, kind: kind, format: .json), field: kind.timeField)
        #expect(listed.count == 1000)
        #expect(listed == exported)
        #expect(listed[252] == "2024-06-10T06:13:20.251Z")
    }
}
