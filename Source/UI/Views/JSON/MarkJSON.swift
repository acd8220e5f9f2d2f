import ComicData
import Foundation

/// A bookmark or read mark as `bookmarks list --json` and `marks list
/// --json` print it: its comic (see `ComicJSON`) and when it was marked
/// (`saved_at` or `read_at`, written as export writes it, to the
/// millisecond). A comic not cached yet is still listed: its number, the
/// time and marks, every other field null.
public struct MarkJSON: Encodable {
    let number: Int
    let comic: Comic?
    let kind: MarkKind
    let markedAt: Int64
    let bookmarked: Bool
    let read: Bool

    private struct TimeKey: CodingKey {
        let stringValue: String
        var intValue: Int? { nil }
        init(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { return nil }
    }

    public func encode(to encoder: any Encoder) throws {
        if let comic {
            try ComicJSON(comic: comic, bookmarked: bookmarked, read: read).encode(to: encoder)
        } else {
            var container = encoder.container(keyedBy: ComicJSON.CodingKeys.self)
            try container.encode(number, forKey: .num)
            // The comic's own fields: unknown until it is fetched.
            for key in ComicJSON.CodingKeys.allCases where ![.num, .bookmarked, .read].contains(key) {
                try container.encodeNil(forKey: key)
            }
            try container.encode(bookmarked, forKey: .bookmarked)
            try container.encode(read, forKey: .read)
        }
        var container = encoder.container(keyedBy: TimeKey.self)
        try container.encode(MarkTime.text(milliseconds: markedAt), forKey: TimeKey(stringValue: kind.timeField))
    }

    /// Every mark of `kind`, newest first, as a JSON array (`[]` when there is none).
    public static func listText(
        _ marks: [ExportedMark], kind: MarkKind, comics: [Comic], bookmarked: Set<Int>, read: Set<Int>
    ) throws -> String {
        let byNumber = Dictionary(comics.map { ($0.number, $0) }, uniquingKeysWith: { first, _ in first })
        // Marks come oldest first; the list runs the other way.
        let objects = marks.reversed().map { mark in
            MarkJSON(
                number: mark.number, comic: byNumber[mark.number], kind: kind, markedAt: mark.markedAt,
                bookmarked: kind == .bookmark || bookmarked.contains(mark.number),
                read: kind == .read || read.contains(mark.number))
        }
        return objects.isEmpty ? "[]" : try ComicJSON.text(objects)
    }
}
