import ComicData
import ComicTestSupport
import Foundation
import Testing

@Suite("Decoding the API's JSON")
struct APIComicDecodingTests {
    @Test("every field of an ordinary comic is read")
    func everyField() throws {
        let json = """
            {"month": "1", "num": 3, "link": "https://example.com/l", "year": "2006", "news": "N",
             "safe_title": "Island (sketch)", "transcript": "T", "alt": "A",
             "img": "https://imgs.xkcd.com/comics/island_color.jpg", "title": "Island (sketch)", "day": "2"}
            """
        let comic = try APIComic.decode(from: Data(json.utf8))
        #expect(
            comic
                == APIComic(
                    num: 3, title: "Island (sketch)", safeTitle: "Island (sketch)", alt: "A",
                    img: "https://imgs.xkcd.com/comics/island_color.jpg", transcript: "T",
                    link: "https://example.com/l", news: "N", year: "2006", month: "1", day: "2"))
    }

    @Test("extra_parts and other unknown fields are ignored")
    func unknownFields() throws {
        let body = try #require(try Fixtures.quirks().bodies[410])
        let comic = try APIComic.decode(from: body)
        #expect(comic.num == 410)
        #expect(comic.title == "Guest Week")
        #expect(String(decoding: body, as: UTF8.self).contains("extra_parts"))
    }

    @Test("odd types: number as text, year as number, null and missing text fields")
    func oddTypes() throws {
        let body = try #require(try Fixtures.quirks().bodies[402])
        let comic = try APIComic.decode(from: body)
        #expect(comic.num == 402)
        #expect(comic.year == "2008")
        #expect(comic.transcript == "")
        #expect(comic.link == "")
        #expect(Comic(raw: comic).published == PublicationDate(year: 2008, month: 2, day: 27))
    }

    @Test(
        "a body without a number, or not JSON, is an error",
        arguments: [
            #"{"title": "No number"}"#, #"{"num": "four"}"#, "<html>", "",
        ])
    func invalidBodies(body: String) {
        #expect(throws: (any Error).self) { try APIComic.decode(from: Data(body.utf8)) }
    }

    @Test("the model keeps the raw values and maps dates and URLs")
    func modelMapping() throws {
        let raw = SyntheticComic.api(number: 30)
        let comic = Comic(raw: raw)
        #expect(comic.raw == raw)
        #expect(comic.number == 30)
        #expect(comic.published?.description == "2006-02-02")
        #expect(comic.imageURL?.absoluteString == raw.img)
        #expect(comic.link == nil)
    }

    @Test(
        "an empty or odd img gives no image URL rather than failing",
        arguments: [
            ("", false), ("https://imgs.example.com/comics/", true), ("not a url", false),
        ])
    func oddImage(img: String, hasURL: Bool) {
        var raw = SyntheticComic.api(number: 1608)
        raw.img = img
        #expect((Comic(raw: raw).imageURL != nil) == hasURL)
    }

    @Test("impossible dates give no date", arguments: [("2008", "2", "30"), ("2007", "13", "1"), ("", "", "")])
    func impossibleDates(year: String, month: String, day: String) {
        #expect(PublicationDate(year: year, month: month, day: day) == nil)
    }

    @Test("leap days are dates")
    func leapDay() {
        #expect(PublicationDate(year: "2008", month: "2", day: "29")?.description == "2008-02-29")
        #expect(PublicationDate(year: "1900", month: "2", day: "29") == nil)
    }

    @Test("every comic of the full dump decodes", .enabled(if: Fixtures.hasFullDump))
    func fullDump() throws {
        let archive = try Fixtures.fullDump()
        #expect(archive.bodies.count == 3103)
        #expect(archive.bodies[404] == nil)
        for (number, body) in archive.bodies {
            let comic = Comic(raw: try APIComic.decode(from: body))
            #expect(comic.number == number)
            #expect(comic.published != nil, "comic \(number) has no date")
        }
    }
}
