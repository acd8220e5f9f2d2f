import ComicData
import ComicTestSupport
import ComicUI
import Testing

/// `n` and `N`: next and previous unread comic on a list.
@Suite("Reader model: next unread")
struct ReaderModelUnreadTests {
    typealias Fixture = ReaderModelTests

    @Test("n selects the next unread comic below, N the previous above; none says so")
    func withinLoadedRows() {
        var model = ReaderModel(size: Fixture.size)
        _ = model.handle(.list(Fixture.list(.latest, [9, 8, 7, 6, 5], unread: [9, 7, 5])))
        #expect(model.handle(.key(.character("n"))) == [])
        #expect(Fixture.selected(model) == 7)
        _ = model.handle(.key(.character("n")))
        #expect(Fixture.selected(model) == 5)
        _ = model.handle(.key(.character("n")))
        #expect(Fixture.selected(model) == 5)
        #expect(model.notice == "No unread comics below")
        _ = model.handle(.key(.character("N")))
        #expect(Fixture.selected(model) == 7)
        _ = model.handle(.key(.character("N")))
        _ = model.handle(.key(.character("N")))
        #expect(Fixture.selected(model) == 9)
        #expect(model.notice == "No unread comics above")
    }

    @Test("n loads pages until an unread comic comes, then selects it")
    func loadsPages() {
        var model = ReaderModel(size: Fixture.size)
        _ = model.handle(.list(Fixture.list(.latest, [9, 8], hasMore: true)))
        #expect(model.handle(.key(.character("n"))).contains(.loadMore(.latest)))
        #expect(model.notice == "Looking for an unread comic below…")
        // A page with no unread comic: the next one is asked for.
        #expect(model.handle(.list(Fixture.list(.latest, [9, 8, 7, 6], hasMore: true))).contains(.loadMore(.latest)))
        _ = model.handle(.list(Fixture.list(.latest, [9, 8, 7, 6, 5, 4], hasMore: true, unread: [4])))
        #expect(Fixture.selected(model) == 4)
        #expect(model.unreadSeek == nil)
        #expect(model.notice == nil)
    }

    @Test("n stops at the end of the feed, and after its page limit; another key stops it")
    func stops() {
        var model = ReaderModel(size: Fixture.size)
        _ = model.handle(.list(Fixture.list(.latest, [9, 8], hasMore: true)))
        _ = model.handle(.key(.character("n")))
        _ = model.handle(.list(Fixture.list(.latest, [9, 8, 7], hasMore: false)))
        #expect(model.notice == "No unread comics below")
        #expect(model.unreadSeek == nil)

        // One row per page, none unread: the search ends after its page limit.
        var rows = [30, 29]
        model = ReaderModel(size: Fixture.size)
        _ = model.handle(.list(Fixture.list(.latest, rows, hasMore: true)))
        _ = model.handle(.key(.character("n")))
        while model.unreadSeek != nil, rows.count < 30 {
            rows.append(30 - rows.count)
            _ = model.handle(.list(Fixture.list(.latest, rows, hasMore: true)))
        }
        #expect(rows.count == 2 + ReaderModel.UnreadSeek.pageLimit)
        #expect(model.notice?.hasPrefix("No unread comics in the next") == true)

        model = ReaderModel(size: Fixture.size)
        _ = model.handle(.list(Fixture.list(.latest, [9, 8], hasMore: true)))
        _ = model.handle(.key(.character("n")))
        _ = model.handle(.key(.character("k")))
        #expect(model.unreadSeek == nil)
    }
}
