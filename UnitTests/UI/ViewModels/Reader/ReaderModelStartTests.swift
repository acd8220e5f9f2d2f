import ComicData
import ComicTestSupport
import ComicUI
import Testing

/// `xkcd 327`: the reader starts on a comic, as go-to leaves it.
@Suite("Reader model: starting at a comic")
struct ReaderModelStartTests {
    @Test("start(at:) opens the comic over Latest, fetched by number; back from it, the list starts there")
    func startAtComic() {
        var model = ReaderModel(size: ReaderModelTests.size)
        #expect(model.start(at: 327) == [.fetchComic(327, for: .latest)])
        #expect(model.routes == [.list(.latest), .detail(number: 327, from: .latest)])
        #expect(model.detail?.number == 327)
        #expect(model.pendingListStart == ReaderModel.ListStart(feed: .latest, number: 327))
        _ = model.handle(.key(.escape))
        #expect(model.routes == [.list(.latest)])
    }
}
