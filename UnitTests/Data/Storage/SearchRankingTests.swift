import ComicTestSupport
import Foundation
import Testing

@testable import ComicData

/// The queries people type most, on the real archive when it is beside the
/// checkout, and on look-alike comics of the project's own otherwise.
@Suite("Search finds the comic a person means")
struct SearchRankingTests {
    static let expectations: [(query: String, comic: Int)] = [
        ("standards", 927), ("bobby tables", 327), ("correct horse battery staple", 936), ("sudo sandwich", 149),
        ("is it worth the time", 1205), ("cliche", 259), ("estimation", 612), ("exploits of a mom", 327),
    ]

    @Test("on the full dump", .enabled(if: Fixtures.hasFullDump))
    func fullDump() async throws {
        let comics = try Fixtures.fullDump().bodies.values.map { Comic(raw: try APIComic.decode(from: $0)) }
        let database = try await databaseWith(comics)

        for (query, comic) in Self.expectations {
            #expect(try await database.searchNumbers(query).first == comic, "\(query)")
        }
        #expect(try await database.searchNumbers("estimating time").first == 1658)
        #expect(try await database.searchNumbers("1337").first == 1337)
    }

    @Test("on look-alike fixtures: the same traps in small")
    func fixtures() async throws {
        let database = try await databaseWith([
            searchableComic(927, title: "Standards", alt: "Fortunately, the charging one has been solved now."),
            searchableComic(2351, title: "Standard Model Changes", alt: "Standards of physics."),
            searchableComic(
                327, title: "Exploits of a Mom", transcript: "Mom: Oh, yes. Little Bobby Tables, we call him."),
            searchableComic(500, title: "Tables", alt: "Round ones."),
            searchableComic(
                936, title: "Password Strength",
                transcript: """
                    Correct horse battery staple. Four random common words.
                    You've already memorized it: correct horse battery staple. A horse, a battery, a staple.
                    """),
            // A later comic quotes the phrase once in its alt text (as 2241 does).
            searchableComic(
                2241, title: "Brussels Sprouts Mandela Effect", alt: "I saw them open for Correct Horse Battery Staple."
            ),
            searchableComic(
                149, title: "Sandwich", transcript: "Make me a sandwich. What? Sudo make me a sandwich. Okay."),
            searchableComic(1000, title: "Sudo", alt: "Root access."),
        ])

        #expect(try await database.searchNumbers("standards").first == 927)
        #expect(try await database.searchNumbers("bobby tables") == [327])
        #expect(try await database.searchNumbers("correct horse battery staple") == [936, 2241])

        #expect(try await database.searchNumbers("sudo sandwich") == [149])
    }
}
