import ComicData
import Testing

@Suite("Links to a comic's pages outside the reader")
struct ComicLinkTests {
    @Test func bothLinksAreBuiltFromTheNumber() throws {
        #expect(try #require(ComicLink(.xkcd, number: 1137)).text == "https://xkcd.com/1137/")
        #expect(
            try #require(ComicLink(.explanation, number: 1137)).text
                == "https://www.explainxkcd.com/wiki/index.php/1137")
        #expect(ComicLink(.xkcd, number: 0) == nil)
    }

    @Test func theTwoShapesAreRecognised() {
        #expect(ComicLink(url: "https://xkcd.com/404/") == ComicLink(.xkcd, number: 404))
        #expect(ComicLink(url: "https://www.explainxkcd.com/wiki/index.php/1") == ComicLink(.explanation, number: 1))
    }

    @Test(
        "anything else is refused",
        arguments: [
            "", "https://xkcd.com/", "https://xkcd.com/12", "https://xkcd.com/012/", "https://xkcd.com/0/",
            "https://xkcd.com/-1/", "https://xkcd.com/12/x", "https://xkcd.com/1 2/", "https://xkcd.com/12/?a=1",
            "http://xkcd.com/12/", "https://xkcd.com.evil.example/12/", "https://imgs.xkcd.com/comics/a.png",
            "https://www.explainxkcd.com/wiki/index.php/Main_Page", "https://www.explainxkcd.com/wiki/index.php/12;rm",
            "javascript:alert(1)", "file:///etc/passwd", "https://xkcd.com/١٢/",
            "https://xkcd.com/99999999999999999999999/",
        ])
    func othersAreRefused(text: String) {
        #expect(ComicLink(url: text) == nil)
    }
}
