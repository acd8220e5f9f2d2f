import ComicData
import ComicTestSupport
import Testing

@Suite("Mark repository", .timeLimit(.minutes(1)))
struct MarkRepositoryTests {
    func store(_ numbers: [Int]) -> InMemoryComicDataSource {
        InMemoryComicDataSource(comics: numbers.map(SyntheticComic.comic(number:)), order: .newestSavedFirst)
    }

    @Test("prewarm reads the marked numbers; setting a mark writes the store and tells every observer")
    func setAndObserve() async throws {
        let store = store([2])
        let marks = MarkRepository(.bookmark, store: store)
        await marks.prewarm()
        #expect(await marks.markedNumbers == [2])
        var first = await marks.changes().makeAsyncIterator()
        var second = await marks.changes().makeAsyncIterator()
        #expect(await first.next() == [2])
        #expect(await second.next() == [2])

        try await marks.setMarked(true, comic: SyntheticComic.comic(number: 5))
        #expect(await first.next() == [2, 5])
        #expect(await second.next() == [2, 5])
        try await marks.setMarked(false, comic: SyntheticComic.comic(number: 2))
        #expect(await first.next() == [5])
        #expect(await store.markedNumbers() == [5])
    }

    @Test("run() follows changes made to the store behind its back")
    func followsTheStore() async throws {
        let store = store([])
        let marks = MarkRepository(.bookmark, store: store)
        let running = Task { await marks.run() }
        defer { running.cancel() }
        try await store.save(SyntheticComic.comic(number: 8))
        for await numbers in await marks.changes() where numbers == [8] { break }
        #expect(await marks.markedNumbers == [8])
    }
}
