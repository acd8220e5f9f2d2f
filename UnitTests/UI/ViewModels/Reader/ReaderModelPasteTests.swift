import ComicData
import ComicTestSupport
import ComicUI
import Testing

/// A paste is one event for the model: typed into the open prompt, cut to
/// its field, with one search; and a number too long for any comic is refused aloud.
@Suite("Reader model: pastes and long numbers")
struct ReaderModelPasteTests {
    @Test("a paste into / types its text and searches once, for the whole of it")
    func pasteIntoSearch() {
        var (model, _) = ReaderModelSearchTests.searching("b")
        let effects = ReaderModelSearchTests.settled(&model, .key(.paste("obby tables")))
        #expect(model.search?.field.text == "bobby tables")
        #expect(effects == [.search("bobby tables")])
    }

    @Test("a paste longer than the field fills it and no more")
    func pasteCut() {
        var (model, _) = ReaderModelSearchTests.searching("")
        _ = model.handle(.key(.paste(String(repeating: "x", count: 5_000))))
        #expect(model.search?.field.text.count == TextField.maximumLength)
    }

    @Test("a paste on a list is refused with a line, not taken as commands")
    func pasteOnList() {
        var model = ReaderModelTests.reader([3, 2, 1])
        let before = model.routes
        #expect(model.handle(.key(.paste("qqq"))) == [])
        #expect(model.routes == before)
        #expect(model.notice?.contains("a paste goes into a prompt") == true)
    }

    @Test("a seventh digit is refused with a message, typed or pasted, and Enter opens nothing")
    func seventhDigit() {
        var model = ReaderModelTests.reader([3, 2, 1])
        _ = ReaderModelGoToTests.typing(Array(repeating: Key.character("9"), count: 7), into: &model)
        #expect(model.goTo?.text == "9999999", "the number shown is the number typed")
        #expect(model.notice == "go to: no comic number has more than 6 digits")
        // Enter answers about the number typed, not about a shorter one.
        #expect(model.handle(.key(.enter)) == [])
        #expect(model.routes == [.list(.latest)])
        #expect(model.notice == "go to: no comic number has more than 6 digits")

        var pasted = ReaderModelTests.reader([3, 2, 1])
        _ = pasted.handle(.key(.character(":")))
        _ = pasted.handle(.key(.paste("12345678")))
        #expect(pasted.goTo?.text == "1234567")
        #expect(pasted.notice == "go to: no comic number has more than 6 digits")
        #expect(pasted.handle(.key(.enter)) == [])
        #expect(pasted.detail == nil)
    }
}
