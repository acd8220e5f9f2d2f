import ComicData
import ComicTestSupport
import ComicUI
import Testing

/// `/` searches from a comic too, as less and tig do from any screen; and
/// a key's notice does not say twice where the keys are listed.
@Suite("Reader model: search from a comic, one pointer to the keys")
struct ReaderModelSearchAnywhereTests {
    @Test("/ on a comic opens the prompt over it; Esc comes back to the comic")
    func searchFromComic() {
        var model = ReaderModelTests.reader([3, 2, 1])
        _ = model.handle(.key(.enter))
        #expect(model.routes == [.list(.latest), .detail(number: 3, from: .latest)])

        #expect(model.handle(.key(.character("/"))) == [.openSearch, .search("")])
        #expect(model.routes.last == .search(editing: true))
        #expect(model.keymap.screen == .searchPrompt)
        #expect(model.notice == nil)

        #expect(model.handle(.key(.escape)) == [.closeSearch])
        #expect(model.routes == [.list(.latest), .detail(number: 3, from: .latest)])
    }

    @Test("/ on a comic opened from the results goes back to the prompt, closing the comic")
    func searchFromResult() {
        var (model, _) = ReaderModelSearchTests.searching("b")
        _ = model.handle(.list(ReaderModelTests.list(.search, [2])))
        _ = model.handle(.key(.enter))  // into the results
        _ = model.handle(.key(.enter))  // open the first
        #expect(model.routes.last == .detail(number: 2, from: .search))

        #expect(model.handle(.key(.character("/"))) == [.closeDetail(2)])
        #expect(model.routes == [.list(.latest), .search(editing: true)])
        #expect(model.search?.field.text == "b")
    }

    @Test("the help lists / on a comic")
    func help() {
        #expect(ReaderKeymap.detail.action(for: .character("/")) == .search)
    }

    @Test("Esc on a list: the status line points to ? once")
    func escOnList() {
        var model = ReaderModelTests.reader([3, 2, 1])
        _ = model.handle(.key(.escape))
        let status = ReaderView.frame(for: model).plainLines.last ?? ""
        #expect(status.hasPrefix("Esc is not a key here"))
        #expect(status.components(separatedBy: "?").count == 2, "one ? in \(status)")
        #expect(status.contains("? help") && status.contains("q quit"))
    }
}
