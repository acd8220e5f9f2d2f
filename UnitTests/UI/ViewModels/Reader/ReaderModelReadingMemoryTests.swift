import ComicData
import ComicTestSupport
import ComicUI
import Testing

/// The reader's keys of issue 12: reading marks and pages outside the reader.
@Suite("Reader model: read marks and outside pages")
struct ReaderModelReadingMemoryTests {
    @Test("o and e on the list open the selected comic's page and its explanation")
    func openOutsideFromTheList() throws {
        var model = ReaderModelTests.reader([3, 2, 1])
        _ = model.handle(.key(.character("j")))
        let before = model

        #expect(model.handle(.key(.character("o"))) == [.openOutside(try #require(ComicLink(.xkcd, number: 2)))])
        #expect(model.handle(.key(.character("e"))) == [.openOutside(try #require(ComicLink(.explanation, number: 2)))])
        #expect(model == before, "the screen stays as it was")
    }

    @Test("o and e on an open comic open its pages; nothing on an empty list")
    func openOutsideFromTheDetail() throws {
        var model = ReaderModelTests.reader([7])
        #expect(
            model.handle(.key(.enter)) == [
                .openDetail(SyntheticComic.comic(number: 7), from: .latest), .setRead(7, true),
            ])
        #expect(model.handle(.key(.character("e"))) == [.openOutside(try #require(ComicLink(.explanation, number: 7)))])
        #expect(model.handle(.key(.character("o"))) == [.openOutside(try #require(ComicLink(.xkcd, number: 7)))])

        var empty = ReaderModel(size: ReaderModelTests.size)
        #expect(empty.handle(.key(.character("o"))) == [])
    }

    @Test("the help lists the new keys on both screens")
    func helpListsTheKeys() {
        for keymap in [ReaderKeymap.list, ReaderKeymap.detail] {
            #expect(keymap.action(for: .character("o")) == .openOutside(.xkcd))
            #expect(keymap.action(for: .character("e")) == .openOutside(.explanation))
        }
    }

    @Test("a notice (the link, when there is no browser) shows until the next key")
    func linkNotice() {
        var model = ReaderModelTests.reader([7])
        _ = model.handle(.notice("No browser here: https://xkcd.com/7/"))
        #expect(model.notice == "No browser here: https://xkcd.com/7/")
        _ = model.handle(.key(.character("j")))
        #expect(model.notice == nil)
    }
}
