import ComicData
import ComicTestSupport
import Foundation
import Testing

@Suite("The latest walk is bounded in pages and time")
struct FirstComicsTests {
    static let reason = ComicLoadError.httpStatus(500, URL(fileURLWithPath: "/99"))
    /// The failures the walk met, in the line that says why it stopped.
    static let failed = "(1 failed, #99 to #99; comic 99: \(reason.description))"

    func repository(holding numbers: [Int], phase: FeedSnapshot.Phase = .idle) async -> ScriptedComicRepository {
        let repository = ScriptedComicRepository()
        let comics = numbers.map { number in
            Comic(
                raw: APIComic(
                    num: number, title: "Comic \(number)", safeTitle: "Comic \(number)", alt: "", img: "",
                    transcript: "", link: "", news: "", year: "2024", month: "1", day: "2"))
        }
        await repository.send(
            FeedSnapshot(
                feed: .latest, comics: comics, failures: [ComicFailure(number: 99, reason: Self.reason)], phase: phase))
        return repository
    }

    @Test("pages that bring nothing: two are tried, then the walk stops and says so")
    func pagesWithoutProgress() async throws {
        let repository = await repository(holding: [100])
        let (state, shortfall) = try await repository.loadFirst(5, limits: FirstComics.Limits()).pair
        #expect(state.comics.map(\.number) == [100])
        #expect(await repository.commands == [.prewarm, .loadNextPage, .loadNextPage])
        #expect(
            shortfall
                == "incomplete: got 1 of 5 comics; stopped after 2 pages in a row brought none \(Self.failed)")
    }

    @Test("past the time limit no page is started")
    func timeLimit() async throws {
        let repository = await repository(holding: [100])
        let (_, shortfall) = try await repository.loadFirst(5, limits: FirstComics.Limits(timeLimit: .zero)).pair
        #expect(await repository.commands == [.prewarm])
        #expect(shortfall == "incomplete: got 1 of 5 comics; stopped after 0 s \(Self.failed)")
    }

    @Test("a later page failing keeps the comics loaded before it and says why the rest is missing")
    func laterPageFails() async throws {
        let repository = await repository(
            holding: [100, 98],
            phase: .failed(message: "could not load 20 comics: cannot reach xkcd.com: connection refused"))
        let (state, shortfall) = try await repository.loadFirst(5, limits: FirstComics.Limits()).pair
        #expect(state.comics.map(\.number) == [100, 98])
        #expect(
            shortfall
                == "incomplete: got 2 of 5 comics; the next page failed: could not load 20 comics: "
                + "cannot reach xkcd.com: connection refused \(Self.failed)")
    }

    @Test("enough comics: no note, and failures below the last shown are dropped")
    func complete() async throws {
        let repository = await repository(holding: [100, 98, 97])
        let (state, shortfall) = try await repository.loadFirst(2, limits: FirstComics.Limits()).pair
        #expect(shortfall == nil)
        #expect(state.comics.map(\.number) == [100, 98])
        #expect(state.failures.map(\.number) == [99])
    }
}

extension FirstComics {
    var pair: (FeedSnapshot, String?) { (state, shortfall) }
}
