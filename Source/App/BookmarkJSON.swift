import ComicData
import Foundation

/// A bookmark as `bookmarks list --json` prints it: its comic (see
/// `ComicJSON`) and when it was saved. A comic not cached yet is still
/// listed: its number, `saved_at` and marks, every other field null.
struct BookmarkJSON: Encodable {
    let number: Int
    let comic: Comic?
    let savedAt: Date
    let read: Bool

    private enum SavedAtKey: String, CodingKey {
        case savedAt = "saved_at"
    }

    func encode(to encoder: any Encoder) throws {
        if let comic {
            try ComicJSON(comic: comic, bookmarked: true, read: read).encode(to: encoder)
        } else {
            var container = encoder.container(keyedBy: ComicJSON.CodingKeys.self)
            try container.encode(number, forKey: .num)
            // The comic's own fields: unknown until it is fetched.
            for key in ComicJSON.CodingKeys.allCases where ![.num, .bookmarked, .read].contains(key) {
                try container.encodeNil(forKey: key)
            }
            try container.encode(true, forKey: .bookmarked)
            try container.encode(read, forKey: .read)
        }
        var container = encoder.container(keyedBy: SavedAtKey.self)
        try container.encode(
            savedAt.formatted(Date.ISO8601FormatStyle(includingFractionalSeconds: true)), forKey: .savedAt)
    }

    /// Every bookmark, newest saved first, as a JSON array (`[]` when there is none).
    static func listText(
        _ marks: [ExportedMark], comics: [Comic], read: Set<Int>
    ) throws -> String {
        let byNumber = Dictionary(comics.map { ($0.number, $0) }, uniquingKeysWith: { first, _ in first })
        // Marks come oldest first; the list runs the other way.
        let bookmarks = marks.reversed().map { mark in
            BookmarkJSON(
                number: mark.number, comic: byNumber[mark.number],
                savedAt: Date(timeIntervalSince1970: Double(mark.markedAt) / 1000), read: read.contains(mark.number))
        }
        return bookmarks.isEmpty ? "[]" : try ComicJSON.text(bookmarks)
    }
}
