import ComicData
import ComicTestSupport
import ComicUI
import Testing

/// A bookmark whose comic never came is a failed row of Bookmarks: b removes it by number.
@Suite("Reader model: a bookmark whose comic never came")
struct ReaderModelUnfetchedBookmarkTests {
    typealias Fixture = ReaderModelTests

    @Test("b on its row in Bookmarks removes the bookmark of that number; on Latest's failed rows b does nothing")
    func bRemovesIt() {
        var model = ReaderModel(size: Fixture.size, feed: .bookmarks)
        let rows = [
            Fixture.row(9, bookmarked: true),
            FeedRow(number: 99999, content: .failed(reason: ComicLoadError.notFetched(99999).description)),
        ]
        _ = model.handle(.list(FeedSnapshot(feed: .bookmarks, rows: rows, hasMore: false)))
        _ = model.handle(.key(.character("j")))
        #expect(Fixture.selected(model, .bookmarks) == 99999)
        #expect(model.handle(.key(.character("b"))) == [.removeBookmark(99999)])

        var latest = Fixture.reader([])
        _ = latest.handle(.list(Fixture.list(.latest, [3, 2], failed: [2])))
        _ = latest.handle(.key(.character("j")))
        #expect(latest.handle(.key(.character("b"))).isEmpty)
    }
}
