import ComicData
import Testing

@Suite("Remote page planning: which numbers, which bookmark next")
struct RemotePagePlanTests {
    typealias Bookmark = ComicAPIClient.PageBookmark

    @Test("a page runs down from its first number, and stops at comic 1")
    func numbersRunDown() {
        #expect(RemotePagePlan(from: 10, count: 3).numbers == [10, 9, 8])
        #expect(RemotePagePlan(from: 2, count: 5).numbers == [2, 1])
        #expect(RemotePagePlan(from: 0, count: 5).numbers == [])
        #expect(RemotePagePlan(from: 5, count: 0).numbers == [])
    }

    @Test("the next page starts below the lowest number, or at the first one left untried")
    func nextBookmark() {
        let plan = RemotePagePlan(from: 10, count: 3)
        #expect(plan.nextPageBookmark(untried: []) == Bookmark(nextNumber: 7))
        #expect(plan.nextPageBookmark(untried: [9, 8]) == Bookmark(nextNumber: 9))
        #expect(RemotePagePlan(from: 2, count: 5).nextPageBookmark(untried: []) == nil)
        #expect(RemotePagePlan(from: 0, count: 5).nextPageBookmark(untried: []) == nil)
    }

    @Test("go to: a page starts at any number from comic 1 up")
    func startingAt() {
        #expect(RemotePagePlan.bookmark(startingAt: 405) == Bookmark(nextNumber: 405))
        #expect(RemotePagePlan.bookmark(startingAt: 1) == Bookmark(nextNumber: 1))
        #expect(RemotePagePlan.bookmark(startingAt: 0) == nil)
    }
}
