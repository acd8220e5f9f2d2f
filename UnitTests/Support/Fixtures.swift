import ComicData
import Foundation

/// The project's own fixtures, and the full API dump when it is beside the checkout.
public enum Fixtures {
    public enum Failure: Error, CustomStringConvertible {
        case missing(String)
        case unreadable(String)

        public var description: String {
            switch self {
            case .missing(let name): "fixture \(name) is not in the test bundle"
            case .unreadable(let name): "fixture \(name) is not a JSON array of comics"
            }
        }
    }

    /// A file from `UnitTests/Support/Fixtures`.
    public static func url(_ name: String) throws -> URL {
        guard let url = Bundle.module.url(forResource: name, withExtension: nil, subdirectory: "Fixtures") else {
            throw Failure.missing(name)
        }
        return url
    }

    /// Comics written for xkcd's quirks (see DESIGN.md), numbered 400...410; each
    /// carries a `_quirk` note, which also proves unknown fields are ignored.
    public static func quirks() throws -> ComicArchive {
        let data = try Data(contentsOf: try url("quirks.json"))
        guard let objects = try JSONSerialization.jsonObject(with: data) as? [[String: Any]] else {
            throw Failure.unreadable("quirks.json")
        }
        var bodies: [Int: Data] = [:]
        for object in objects {
            let number = (object["num"] as? Int) ?? (object["num"] as? String).flatMap { Int($0) }
            guard let number else { throw Failure.unreadable("quirks.json") }
            bodies[number] = try JSONSerialization.data(withJSONObject: object)
        }
        return ComicArchive(bodies: bodies)
    }

    /// `../shared/fixtures/xkcd-comics.json` beside the checkout.
    public static let fullDumpURL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent()  // Support
        .deletingLastPathComponent()  // UnitTests
        .deletingLastPathComponent()  // the checkout
        .deletingLastPathComponent()
        .appendingPathComponent("shared/fixtures/xkcd-comics.json")

    /// Whether the full dump exists; tests that need it are skipped without it.
    public static var hasFullDump: Bool {
        FileManager.default.isReadableFile(atPath: fullDumpURL.path)
    }

    /// Every comic of the real API (3,103), each body the API's own bytes.
    public static func fullDump() throws -> ComicArchive {
        let text = try String(contentsOf: fullDumpURL, encoding: .utf8)
        var bodies: [Int: Data] = [:]
        // One comic object per line, each line the API's bytes plus a separating comma.
        for line in text.split(separator: "\n") where line.hasPrefix("{") {
            let object = line.hasSuffix(",") ? line.dropLast() : line
            let body = Data(object.utf8)
            let comic = try APIComic.decode(from: body)
            bodies[comic.num] = body
        }
        return ComicArchive(bodies: bodies)
    }
}
