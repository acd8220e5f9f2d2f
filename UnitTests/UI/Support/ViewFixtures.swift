import ComicData
import ComicTestSupport
import ComicUI
import Foundation

/// States and checks shared by the view tests.
enum ViewFixtures {
    /// A list row for an ordinary generated comic.
    static func row(_ number: Int, bookmarked: Bool = false, read: Bool = true) -> FeedRow {
        let comic = SyntheticComic.comic(number: number)
        return FeedRow(
            number: number,
            content: .comic(comic, isBookmarked: bookmarked, isRead: read))
    }

    /// Comics `numbers`, newest first, every seventh bookmarked.
    static func rows(_ numbers: ClosedRange<Int>) -> [FeedRow] {
        numbers.reversed().map { row($0, bookmarked: $0 % 7 == 0) }
    }

    /// A quirk fixture (400...410) as a comic.
    static func quirk(_ number: Int) throws -> Comic {
        let archive = try Fixtures.quirks()
        guard let body = archive.bodies[number] else { throw Fixtures.Failure.missing("quirk \(number)") }
        return Comic(raw: try APIComic.decode(from: body))
    }

    static func quirkRow(_ number: Int, bookmarked: Bool = false) throws -> FeedRow {
        let comic = try quirk(number)
        return FeedRow(
            number: number, content: .comic(comic, isBookmarked: bookmarked))
    }

    /// A comic like 1137: its title starts with a right-to-left override.
    static func rightToLeftComic() -> Comic {
        var api = SyntheticComic.api(number: 1137)
        api.title = "\u{202E}LTR"
        api.safeTitle = "\u{202E}LTR"
        return Comic(raw: api)
    }

    /// A comic whose transcript is about `length` characters of panels and
    /// dialogue (the longest real one, 1037, has 15,905).
    static func longTranscriptComic(length: Int = 15_000) -> Comic {
        var api = SyntheticComic.api(number: 1037)
        var transcript = ""
        var panel = 1
        while transcript.count < length {
            transcript +=
                "[[Panel \(panel): a person stands next to a very long sign that reads "
                + "SUPERCALIFRAGILISTICEXPIALIDOCIOUSANDTHENSOMEMOREUNBROKENTEXTTHATNEVERENDS.]]\n"
                + "Person: I have been standing here for \(panel) minutes, reading every word of it.\n\n"
            panel += 1
        }
        api.transcript = transcript
        return Comic(raw: api)
    }

    /// The frame as one string, for comparing whole screens.
    static func text(_ lines: [String]) -> String {
        lines.joined(separator: "\n")
    }

    /// Whether any line is wider than `columns`.
    static func widest(_ lines: [String]) -> Int {
        lines.map { TerminalText.width($0) }.max() ?? 0
    }

    /// Scalars that must never reach a terminal from remote text: C0 (but
    /// none are expected at all), DEL, C1 and bidirectional controls.
    static func unsafeScalars(in lines: [String]) -> [Unicode.Scalar] {
        lines.flatMap(\.unicodeScalars).filter { scalar in
            switch scalar.value {
            case 0x00...0x1F, 0x7F...0x9F, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069, 0x061C: true
            default: false
            }
        }
    }
}
