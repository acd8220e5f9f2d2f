import ComicData
import ComicTestSupport
import ComicUI
import Testing

@Suite("Detail view model", .timeLimit(.minutes(1)))
struct ComicDetailViewModelTests {
    @Test("a bookmark changed elsewhere shows at once, and only changes are emitted")
    func followsBookmarks() async {
        let repository = ScriptedComicRepository()
        let comic = SyntheticComic.comic(number: 7)
        let viewModel = ComicDetailViewModel(comic: comic, repository: repository, isBookmarked: false)
        let stream = await viewModel.states()
        let running = Task { await viewModel.run() }
        await repository.waitUntilObserved()
        await repository.send(FeedSnapshot(feed: .latest, marks: [.bookmark: [3]]))
        await repository.send(FeedSnapshot(feed: .latest, marks: [.bookmark: [3, 7]]))
        var seen: [Bool] = []
        for await detail in stream {
            seen.append(detail.isBookmarked)
            if detail.isBookmarked { break }
        }
        running.cancel()
        #expect(seen == [false, true])
        #expect(
            ComicDetailState(comic: comic, isBookmarked: true).explainLink
                == "https://www.explainxkcd.com/wiki/index.php/7")
    }
}
