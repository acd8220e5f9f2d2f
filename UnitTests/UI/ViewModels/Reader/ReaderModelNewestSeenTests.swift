import ComicData
import ComicUI
import Testing

/// What the reader tells `xkcd new`: the newest comic the person saw.
@Suite("Reader model: the newest comic seen")
struct ReaderModelNewestSeenTests {
    typealias Fixture = ReaderModelTests

    @Test("Latest's top comic, once the list starting at the newest shows it")
    func topOfLatest() {
        var model = ReaderModel(size: Fixture.size)
        #expect(model.newestSeen == nil, "nothing shown yet")
        _ = model.handle(
            .list(FeedSnapshot(feed: .latest, rows: ReaderModelNewerTests.rows(3081...3104))))
        #expect(model.newestSeen == 3104)
    }

    @Test("a list started at a comic, with newer ones above not loaded, saw no newest")
    func startedElsewhere() {
        var model = ReaderModel(size: Fixture.size)
        _ = model.handle(.list(ReaderModelNewerTests.started(1961...2000)))
        #expect(model.newestSeen == nil)
        let failedTop = [FeedRow(number: 3104, content: .failed(reason: "timed out"))]
        _ = model.handle(.list(FeedSnapshot(feed: .latest, rows: failedTop)))
        #expect(model.newestSeen == nil, "a row that did not load was not seen")
    }
}
