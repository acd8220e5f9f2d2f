import Testing

@testable import ComicData

/// Comic numbers and show's words, read one way by every command.
@Suite("Comic numbers as people type them")
struct ComicNumberTextTests {
    @Test("327 and #327 are the same comic; 0, -1 and abc are refused with why")
    func numbers() throws {
        #expect(try ComicNumberText.number("327") == 327)
        #expect(try ComicNumberText.number("#327") == 327)
        #expect(throws: ComicNumberText.Refusal(description: "'abc' is not a comic number")) {
            try ComicNumberText.number("abc")
        }
        for word in ["0", "-1"] {
            #expect { try ComicNumberText.number(word) } throws: { "\($0)".contains("start at 1") }
        }
    }

    @Test("an option among the values is refused; after -- every word is a value; one value or a clear error")
    func values() throws {
        #expect(try ComicNumberText.values(["-1", "5"]) == ["-1", "5"])
        #expect(throws: ComicNumberText.Refusal(description: "Unknown option '--nope'")) {
            try ComicNumberText.values(["--nope", "5"])
        }
        #expect(try ComicNumberText.values(["--", "--nope"]) == ["--nope"])
        #expect(try ComicNumberText.single(["5"], missing: "give one") == "5")
        #expect(throws: ComicNumberText.Refusal(description: "give one")) {
            try ComicNumberText.single([], missing: "give one")
        }
        #expect(throws: ComicNumberText.Refusal(description: "Unexpected argument '6'")) {
            try ComicNumberText.single(["5", "6"], missing: "give one")
        }
    }

    @Test("show's word: a number, latest or random in any case; anything else says what would do")
    func choice() throws {
        #expect(try ComicChoice(argument: "#405", unread: false) == .number(405))
        #expect(try ComicChoice(argument: "Latest", unread: false) == .latest)
        #expect(try ComicChoice(argument: "RANDOM", unread: true) == .random(unread: true))
        #expect(
            throws: ComicNumberText.Refusal(description: "'newest' is not a comic number, \"latest\" or \"random\"")
        ) {
            try ComicChoice(argument: "newest", unread: false)
        }
    }
}
