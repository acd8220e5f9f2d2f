import ComicData
import ComicTestSupport
import ComicUI
import Testing

/// The search prompt and its results, driven with plain events.
@Suite("Reader model: search")
struct ReaderModelSearchTests {
    typealias Fixture = ReaderModelTests

    /// Latest showing 3, 2, 1, with the search prompt open and `text` typed,
    /// each key's pause waited out.
    static func searching(_ text: String) -> (ReaderModel, [ReaderEffect]) {
        var model = Fixture.reader([3, 2, 1])
        var effects = model.handle(.key(.character("/")))
        for character in text {
            effects += settled(&model, .key(.character(character)))
        }
        return (model, effects)
    }

    /// The effects of `event`, with each search pause it asks for waited out
    /// (its `.searchPaused` handled at once): what the search does once typing stops.
    static func settled(_ model: inout ReaderModel, _ event: ReaderEvent) -> [ReaderEffect] {
        model.handle(event).flatMap { effect -> [ReaderEffect] in
            guard case .debounceSearch(let edit, ReaderModel.searchDebounce) = effect else { return [effect] }
            return model.handle(.searchPaused(edit: edit))
        }
    }

    @Test("/ opens the prompt in text entry: letters are typed, each edit searches once typing pauses")
    func typing() {
        let (model, effects) = Self.searching("bq")

        #expect(model.routes == [.list(.latest), .search(editing: true)])
        #expect(model.search?.field.text == "bq")
        #expect(effects == [.openSearch, .search(""), .search("b"), .search("bq")])
        #expect(model.keymap.takesText)
    }

    @Test("each edit asks for a numbered pause; only the last edit's pause searches, for the whole query")
    func debounce() {
        var (model, _) = Self.searching("")
        let pause = ReaderModel.searchDebounce
        #expect(model.handle(.key(.character("a"))) == [.debounceSearch(edit: 1, after: pause)])
        #expect(model.handle(.key(.character("b"))) == [.debounceSearch(edit: 2, after: pause)])
        // Given two keys typed within the pause, when the first one's pause ends: it is stale, nothing runs.
        #expect(model.handle(.searchPaused(edit: 1)) == [])
        #expect(model.handle(.searchPaused(edit: 2)) == [.search("ab")])
        #expect(model.search?.field.text == "ab")
    }

    @Test("a pause that ends after the prompt closed searches nothing, even once a new prompt is open")
    func pauseAfterClose() {
        var (model, _) = Self.searching("")
        #expect(model.handle(.key(.character("a"))) == [.debounceSearch(edit: 1, after: ReaderModel.searchDebounce)])
        #expect(model.handle(.key(.escape)) == [.closeSearch])
        #expect(model.handle(.searchPaused(edit: 1)) == [])
        _ = model.handle(.key(.character("/")))
        #expect(model.handle(.searchPaused(edit: 1)) == [])
        #expect(model.routes == [.list(.latest), .search(editing: true)])
    }

    @Test("Backspace and Ctrl-U edit the query; an edit that changes nothing sends nothing")
    func editing() {
        var (model, _) = Self.searching("ab")

        #expect(Self.settled(&model, .key(.backspace)) == [.search("a")])
        #expect(Self.settled(&model, .key(.control("u"))) == [.search("")])
        #expect(model.handle(.key(.backspace)) == [])
        #expect(model.search?.field.text == "")
    }

    @Test("results arrive as the search feed's list; Enter moves into them, Enter again opens one")
    func enterThenOpen() {
        var (model, _) = Self.searching("z")
        _ = model.handle(.list(Fixture.list(.search, [7, 5])))

        _ = model.handle(.key(.enter))
        #expect(model.routes == [.list(.latest), .search(editing: false)])
        #expect(Fixture.selected(model, .search) == 7)

        _ = model.handle(.key(.character("j")))
        let effects = model.handle(.key(.enter))

        #expect(effects == [.openDetail(SyntheticComic.comic(number: 5), from: .search), .setRead(5, true)])
        #expect(model.routes == [.list(.latest), .search(editing: false), .detail(number: 5, from: .search)])
    }

    @Test("Esc Esc from an opened result goes back to Latest, and stops the search")
    func escapeBack() {
        var (model, _) = Self.searching("z")
        _ = model.handle(.list(Fixture.list(.search, [7])))
        _ = model.handle(.key(.enter))
        _ = model.handle(.key(.enter))

        #expect(model.handle(.key(.escape)) == [.closeDetail(7)])
        #expect(model.routes == [.list(.latest), .search(editing: false)])
        #expect(model.handle(.key(.escape)) == [.closeSearch])
        #expect(model.routes == [.list(.latest)])
        #expect(model.search == nil)
        #expect(Fixture.selected(model) == 3)
    }

    @Test("Esc while typing goes straight back to the feed")
    func escapeWhileTyping() {
        var (model, _) = Self.searching("zeb")

        #expect(model.handle(.key(.escape)) == [.closeSearch])
        #expect(model.routes == [.list(.latest)])
    }

    @Test("in the results, / goes back to typing the same query; b bookmarks the selected result")
    func resultsKeys() {
        var (model, _) = Self.searching("z")
        _ = model.handle(.list(Fixture.list(.search, [7])))
        _ = model.handle(.key(.enter))

        #expect(model.handle(.key(.character("b"))) == [.setBookmark(SyntheticComic.comic(number: 7), true)])
        #expect(model.handle(.key(.tab)) == [])
        #expect(model.handle(.key(.character("/"))) == [])
        #expect(model.routes == [.list(.latest), .search(editing: true)])
        #expect(model.search?.field.text == "z")
    }

    @Test("the status line says how much is indexed and offers xkcd sync when that is not all")
    func coverageInStatusLine() {
        var (model, _) = Self.searching("z")
        _ = model.handle(.searchCoverage(SearchCoverage(searchedCount: 812, archiveCount: 3_104)))
        _ = model.handle(.list(Fixture.list(.search, [7])))

        let lines = ReaderView.frame(for: model).plainLines
        #expect(lines.first == "Search: z" + SearchView.cursor)
        #expect(lines.last?.hasPrefix("812 of 3,104 comics indexed — run xkcd sync for all") == true)
        #expect(lines.count == Fixture.size.rows)

        _ = model.handle(.searchCoverage(SearchCoverage(searchedCount: 3_103, archiveCount: 3_103)))
        #expect(ReaderView.frame(for: model).plainLines.last?.hasPrefix("3,103 comics indexed") == true)
    }

    @Test("more results load as the selection nears the end of the loaded ones")
    func loadAhead() {
        var (model, _) = Self.searching("z")
        _ = model.handle(.list(Fixture.list(.search, [9, 8, 7], hasMore: true)))

        let effects = model.handle(.key(.enter))

        #expect(effects == [.loadMore(.search)])
    }

    @Test("Tab still cycles the feeds only: Latest, Bookmarks, Unread, What If?")
    func tabSkipsSearch() {
        var model = Fixture.reader([3])
        _ = model.handle(.key(.tab))
        #expect(model.routes == [.list(.bookmarks)])
        _ = model.handle(.key(.tab))
        #expect(model.routes == [.list(.unread)])
        _ = model.handle(.key(.tab))
        #expect(model.routes == [.list(.whatIf)])
        _ = model.handle(.key(.tab))
        #expect(model.routes == [.list(.latest)])
    }
}
