import ComicData
import ComicTestSupport
import ComicUI
import Foundation
import Testing

/// `y` and `Y` copy, `L` opens the comic's own link.
@Suite("Reader model: copy and the comic's own link")
struct ReaderModelCopyAndLinkTests {
    typealias Fixture = ReaderModelTests

    /// Latest 3, 2, 1 with comic 3 open, its `link` and alt text as given.
    static func opened(link: String = "", alt: String = "The alt.") -> ReaderModel {
        var model = Fixture.reader([3, 2, 1])
        _ = model.handle(.key(.enter))
        var api = SyntheticComic.api(number: 3)
        api.link = link
        api.alt = alt
        _ = model.handle(.detail(ComicDetailState(comic: Comic(raw: api), isBookmarked: false)))
        return model
    }

    @Test("y copies the selected comic's link on a list and on its page; the status line shows it")
    func copyLink() {
        var model = Fixture.reader([3, 2, 1])
        _ = model.handle(.key(.character("j")))
        #expect(model.handle(.key(.character("y"))) == [.copyToClipboard("https://xkcd.com/2/")])
        #expect(model.notice == "Copied https://xkcd.com/2/")

        model = Self.opened()
        #expect(model.handle(.key(.character("y"))) == [.copyToClipboard("https://xkcd.com/3/")])
    }

    @Test("Y copies the alt text, sanitized; with none it says so")
    func copyAltText() {
        var model = Self.opened(alt: "Punch\u{1B}[31mline")
        let effects = model.handle(.key(.character("Y")))
        guard case .copyToClipboard(let text) = effects.first else {
            Issue.record("no copy: \(effects)")
            return
        }
        #expect(!text.unicodeScalars.contains { $0.value == 0x1B })
        #expect(text.hasPrefix("Punch"))
        #expect(model.notice?.hasPrefix("Copied the alt text: Punch") == true)

        model = Self.opened(alt: "")
        #expect(model.handle(.key(.character("Y"))) == [])
        #expect(model.notice == "#3 has no alt text to copy")
    }

    @Test("L opens the comic's own link on xkcd.com; says when there is none, or when it leads elsewhere")
    func ownLink() {
        var model = Self.opened(link: "https://xkcd.com/657/large/")
        #expect(model.handle(.key(.character("L"))) == [.openURL("https://xkcd.com/657/large/")])

        model = Self.opened()
        #expect(model.handle(.key(.character("L"))) == [])
        #expect(model.notice == "#3 has no link of its own (no large version)")

        model = Self.opened(link: "https://example.com/interactive/")
        #expect(model.handle(.key(.character("L"))) == [])
        #expect(model.notice == "Not opening #3's link: it does not lead to xkcd.com")
    }
}
