import ComicData
import ComicTestSupport
import Testing

@Suite("In-memory data source", .timeLimit(.minutes(1)))
struct InMemoryComicDataSourceTests {
    func source(_ numbers: some Sequence<Int>) -> InMemoryComicDataSource {
        InMemoryComicDataSource(comics: numbers.map(SyntheticComic.comic(number:)))
    }

    @Test("pages run newest first, the last one short, and end after the oldest")
    func pagination() async throws {
        let pages = try await source(1...25).walk(pageSize: 10).map { $0.comics.map(\.number) }
        #expect(pages == [Array((16...25).reversed()), Array((6...15).reversed()), [5, 4, 3, 2, 1]])
    }

    @Test("a gap in the numbers is skipped like 404")
    func gap() async throws {
        let pages = try await source((400...410).filter { $0 != 404 }).walk(pageSize: 5).map { $0.comics.map(\.number) }
        #expect(pages == [[410, 409, 408, 407, 406], [405, 403, 402, 401, 400]])
    }

    @Test("an exact multiple of the page size ends without an empty page")
    func exactMultiple() async throws {
        let pages = try await source(1...20).walk(pageSize: 10).map { $0.comics.map(\.number) }
        #expect(pages.count == 2)
    }

    @Test("an empty source has one empty page")
    func empty() async throws {
        let page = try await source([]).firstPage(size: 10)
        #expect(page.comics.isEmpty && page.isEndOfFeed)
    }

    @Test("removing and adding between two pages neither skips nor repeats")
    func changesBetweenPages() async throws {
        let source = source(1...30)
        let first = try await source.firstPage(size: 10)
        try await source.remove(25)
        try await source.remove(20)
        try await source.save(SyntheticComic.comic(number: 31))
        let second = try await source.page(after: try #require(first.nextPageBookmark), size: 10)
        #expect(second.comics.map(\.number) == Array((11...20).reversed()).filter { $0 != 20 } + [10])
    }

    @Test("save, contains, comic and remove")
    func mutation() async throws {
        let source = source([1, 2])
        #expect(try await source.contains(3) == false)
        try await source.save(SyntheticComic.comic(number: 3))
        #expect(try await source.contains(3))
        #expect(try await source.comic(3) == SyntheticComic.comic(number: 3))
        try await source.remove(3)
        #expect(try await source.comic(3) == nil)
    }

    @Test("the change stream gives the current numbers, then the numbers after each change")
    func changeStream() async throws {
        let source = source([1, 2])
        var changes = await source.changes().makeAsyncIterator()
        #expect(await changes.next() == [1, 2])
        try await source.save(SyntheticComic.comic(number: 5))
        #expect(await changes.next() == [1, 2, 5])
        try await source.remove(1)
        #expect(await changes.next() == [2, 5])
    }

    @Test("removing what is not there publishes nothing")
    func removingNothing() async throws {
        let source = source([1])
        var changes = await source.changes().makeAsyncIterator()
        #expect(await changes.next() == [1])
        try await source.remove(9)
        try await source.save(SyntheticComic.comic(number: 2))
        #expect(await changes.next() == [1, 2])
    }

    @Test("standing in for the bookmarks, pages run newest saved first, and saving again keeps a comic's place")
    func savedOrder() async throws {
        let source = InMemoryComicDataSource(
            comics: [5, 1, 9].map(SyntheticComic.comic(number:)), order: .newestSavedFirst)
        try await source.save(SyntheticComic.comic(number: 3))
        try await source.save(SyntheticComic.comic(number: 1))
        let pages = try await source.walk(pageSize: 2).map { $0.comics.map(\.number) }
        #expect(pages == [[3, 9], [1, 5]])
    }

    @Test("removing and saving between two pages in saved order neither skips nor repeats")
    func savedOrderChangesBetweenPages() async throws {
        let source = InMemoryComicDataSource(
            comics: (1...6).map(SyntheticComic.comic(number:)), order: .newestSavedFirst)
        let first = try await source.firstPage(size: 3)
        #expect(first.comics.map(\.number) == [6, 5, 4])
        try await source.remove(2)
        try await source.save(SyntheticComic.comic(number: 7))
        let second = try await source.page(after: try #require(first.nextPageBookmark), size: 3)
        #expect(second.comics.map(\.number) == [3, 1])
        #expect(second.isEndOfFeed)
    }
}
