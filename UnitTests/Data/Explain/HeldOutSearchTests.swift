import ComicTestSupport
import Foundation
import Testing

@testable import ComicData

/// The goal of search over explained transcripts: recent comics, whose xkcd
/// transcript is empty, found by words only their explained transcript holds.
@Suite("Search finds recent comics by what is said in them")
struct HeldOutSearchTests {
    struct HeldOut: Decodable {
        struct Target: Decodable {
            let num: Int
            let query: String
            let transcript: String
        }
        struct Decoy: Decodable {
            let num: Int
            let title: String
            let transcript: String?
            let explanation: String
        }
        let comics: [Target]
        let decoys: [Decoy]
    }

    @Test("at least 10 of 11 held-out comics in the top 3 after their explanations are saved")
    func heldOut() async throws {
        let data = try Data(contentsOf: try Fixtures.url("ExplainSearch/held-out.json"))
        let heldOut = try JSONDecoder().decode(HeldOut.self, from: data)
        // The real comics' own text when the dump is beside the checkout (empty transcripts and all).
        let real = try Fixtures.hasFullDump ? Fixtures.fullDump().bodies : [:]
        let targets = try heldOut.comics.map { target in
            try real[target.num].map { Comic(raw: try APIComic.decode(from: $0)) }
                ?? searchableComic(target.num, title: "Recent comic \(target.num)")
        }
        let decoys = heldOut.decoys.map { searchableComic($0.num, title: $0.title) }
        let database = try await databaseWith(targets + decoys)
        for target in heldOut.comics {
            let before = try await database.searchNumbers(target.query)
            #expect(!before.contains(target.num), "\(target.query) is in \(target.num)'s own text")
        }

        let store = ExplanationStore(database: database)
        for target in heldOut.comics {
            try await store.save(explanation(target.num, transcript: target.transcript, explanation: "A comic."))
        }
        for decoy in heldOut.decoys {
            try await store.save(
                explanation(decoy.num, transcript: decoy.transcript ?? "", explanation: decoy.explanation))
        }

        var found: [Int] = []
        for target in heldOut.comics {
            let results = try await database.searchNumbers(target.query)
            if results.prefix(3).contains(target.num) { found.append(target.num) }
        }
        #expect(found.count >= 10, "found \(found.count) of \(heldOut.comics.count): \(found)")
    }

    private func explanation(_ number: Int, transcript: String, explanation: String) -> Explanation {
        Explanation(
            number: number, pageTitle: "\(number): Page", revision: 1, fetchedAt: Date(),
            article: ExplainedArticle(sections: [
                ExplainedSection(title: "Explanation", blocks: [.paragraph([.text(explanation, [])])]),
                ExplainedSection(
                    title: "Transcript",
                    blocks: transcript.split(separator: "\n").map { .indented(depth: 1, [.text(String($0), [])]) }),
            ]))
    }
}
