import ComicData
import Foundation
import Synchronization

/// The comics a test server or scripted client serves: each number's JSON
/// body exactly as the API would send it.
public struct ComicArchive: Sendable {
    public var bodies: [Int: Data]

    public init(bodies: [Int: Data]) {
        self.bodies = bodies
    }

    /// The number `/info.0.json` answers with.
    public var newest: Int? { bodies.keys.max() }

    public var numbers: [Int] { bodies.keys.sorted(by: >) }

    /// Plain generated comics 1...`newest`, without the numbers in `missing`
    /// (by default 404, as on xkcd.com).
    public static func synthetic(through newest: Int, missing: Set<Int> = [404]) -> ComicArchive {
        // Encoded once a process: many suites serve the same archives, and a debug build encodes slowly.
        let key = SyntheticKey(newest: newest, missing: missing)
        if let made = madeSynthetic.withLock({ $0[key] }) { return made }
        var bodies: [Int: Data] = [:]
        for number in 1...max(1, newest) where !missing.contains(number) {
            bodies[number] = SyntheticComic.body(number: number)
        }
        let archive = ComicArchive(bodies: bodies)
        madeSynthetic.withLock { $0[key] = archive }
        return archive
    }

    private struct SyntheticKey: Hashable {
        let newest: Int
        let missing: Set<Int>
    }

    private static let madeSynthetic = Mutex<[SyntheticKey: ComicArchive]>([:])

    /// This archive with the project's quirk fixtures laid over it.
    public func overlaying(_ other: ComicArchive) -> ComicArchive {
        ComicArchive(bodies: bodies.merging(other.bodies) { _, fixture in fixture })
    }

    /// Comics 1...410 with 404 missing and the quirk fixtures at 400...410.
    public static var small: ComicArchive {
        get throws { try madeSmall.get() }
    }

    private static let madeSmall = Result { synthetic(through: 410).overlaying(try Fixtures.quirks()) }
}

/// An ordinary comic made up for a number: every field present, nothing odd.
public enum SyntheticComic {
    public static func api(number: Int) -> APIComic {
        // Dates advance one day per comic from 2006-01-01, wrapping months at 28 days.
        let dayIndex = number - 1
        return APIComic(
            num: number,
            title: "Comic \(number)",
            safeTitle: "Comic \(number)",
            alt: "The alt text of comic \(number).",
            img: "https://imgs.example.com/comics/comic_\(number).png",
            transcript: "[[Comic \(number) is drawn here.]]",
            year: String(2006 + dayIndex / (28 * 12)),
            month: String(1 + (dayIndex / 28) % 12),
            day: String(1 + dayIndex % 28)
        )
    }

    public static func comic(number: Int) -> Comic {
        Comic(raw: api(number: number))
    }

    public static func body(number: Int) -> Data {
        (try? JSONEncoder().encode(api(number: number))) ?? Data()
    }
}
