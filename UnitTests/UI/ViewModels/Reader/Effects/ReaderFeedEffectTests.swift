import ComicData
import ComicTestSupport
import ComicUI
import Testing

/// The feeds' effects, driven through `ReaderEffectHandler` over in-memory services.
@Suite("Reader effects: feeds and search", .timeLimit(.minutes(1)))
struct ReaderFeedEffectTests {
    @Test("startFeed follows the feed: cached rows, then prewarm, and its rows reach the model")
    func startFeed() async {
        var driver = EffectDriver()
        defer { driver.stop() }
        let state = await driver.startLatest()
        #expect(state?.rows.map(\.number) == [3, 2, 1])
        #expect(await driver.latest().log.waitFor(.prewarm))
        let calls = driver.latest().log.calls
        #expect(calls.firstIndex(of: .showCachedFirstPage).map { $0 < (calls.firstIndex(of: .prewarm) ?? 0) } == true)
    }

    @Test(
        "each list command reaches the feed's repository",
        arguments: [
            (ReaderEffect.loadMore(.latest), RecordingRepository.Command.loadNextPage),
            (.refresh(.latest), .refresh),
            (.retryPage(.latest), .retry),
            (.retryComic(2, in: .latest), .retryComic(2)),
            (.startPages(.latest, at: 405), .start(at: 405)),
            (.startPages(.latest, at: nil), .start(at: nil)),
        ])
    func listCommands(effect: ReaderEffect, command: RecordingRepository.Command) async {
        let driver = EffectDriver()
        defer { driver.stop() }
        driver.send(effect)
        #expect(await driver.latest().log.waitFor(command))
        #expect(driver.latest().log.calls.filter { $0 == command }.count == 1)
    }

    @Test("a command to a feed that is not there does nothing, and the next effect still runs")
    func commandToMissingFeed() async {
        var driver = EffectDriver()
        defer { driver.stop() }
        driver.send(.loadMore(.search), .expireUndo(offer: 7, after: .zero))
        #expect(await driver.expect(.undoExpired(offer: 7)))
    }

    @Test("prefetchImages saves the loaded neighbours' images; none when images are off")
    func prefetch() async {
        let images = InMemoryImages()
        var driver = EffectDriver(images: images)
        defer { driver.stop() }
        _ = await driver.startLatest()
        driver.send(.prefetchImages([SyntheticComic.comic(number: 3), SyntheticComic.comic(number: 1)]))
        #expect(await images.prefetched.waitFor(1))
        #expect(images.prefetched.calls == [3, 1])
    }

    @Test("openSearch reports the coverage; a failure is a notice")
    func openSearch() async {
        var driver = EffectDriver()
        defer { driver.stop() }
        driver.send(.openSearch)
        #expect(await driver.expect(.searchCoverage(driver.services.coverage)))

        var failing = EffectDriver(InMemoryReaderServices(fails: true))
        defer { failing.stop() }
        failing.send(.openSearch)
        #expect(await failing.notice() == "Could not read the search index: the disk is on fire")
    }

    @Test("the open prompt's coverage follows the index: a sync elsewhere shows without reopening")
    func coverageFollows() async {
        var driver = EffectDriver()
        defer { driver.stop() }
        driver.send(.openSearch)
        #expect(await driver.expect(.searchCoverage(driver.services.coverage)))
        let synced = SearchCoverage(searchedCount: 50, archiveCount: 50)
        driver.services.currentCoverage.withLock { $0 = synced }
        #expect(await driver.expect(.searchCoverage(synced)))
    }

    @Test("search runs the query's feed into the .search list; closeSearch stops it")
    func search() async {
        var driver = EffectDriver()
        defer { driver.stop() }
        driver.send(.search("bobby"))
        let results = await driver.next { event -> FeedSnapshot? in
            guard case .list(let state) = event, state.feed == .search, !state.rows.isEmpty else { return nil }
            return state
        }
        #expect(results?.rows.map(\.number) == [2])
        #expect(driver.services.log.calls == [.search("bobby")])
        let repository = driver.services.searchResults
        #expect(await repository.log.waitFor(.prewarm))
        driver.send(.closeSearch)
        #expect(await repository.log.waitFor(.unsubscribed))
        // Its list is gone: a command to it does nothing.
        driver.send(.loadMore(.search))
        driver.send(.expireUndo(offer: 1, after: .zero))
        #expect(await driver.expect(.undoExpired(offer: 1)))
        #expect(!repository.log.calls.contains(.loadNextPage))
    }

    @Test("debounceSearch waits its pause through the handler's clock, then sends the edit's number back")
    func debounceSearch() async {
        var driver = EffectDriver()
        defer { driver.stop() }
        driver.send(
            .debounceSearch(edit: 4, after: .milliseconds(40)), .debounceSearch(edit: 5, after: .milliseconds(40)))
        #expect(await driver.expectAll([.searchPaused(edit: 4), .searchPaused(edit: 5)]))
        // The model, not the handler, drops the stale one: nothing was searched here.
        #expect(driver.services.log.calls.isEmpty)
    }

    @Test("a new query replaces the running one")
    func searchReplaced() async {
        let driver = EffectDriver()
        defer { driver.stop() }
        driver.send(.search("a"), .search("ab"))
        #expect(await driver.services.log.waitFor(.search("ab")))
        let repository = driver.services.searchResults
        #expect(await repository.log.waitFor(.prewarm))
        driver.send(.loadMore(.search))
        #expect(await repository.log.waitFor(.loadNextPage))
        #expect(driver.services.log.calls == [.search("a"), .search("ab")])
    }

    @Test("redraw, suspend and quit are the pump's: the handler does nothing with them")
    func pumpEffects() async {
        var driver = EffectDriver()
        defer { driver.stop() }
        driver.send(.redraw, .suspend, .quit(signal: nil), .expireUndo(offer: 3, after: .zero))
        #expect(await driver.next { $0 } == .undoExpired(offer: 3))
    }
}
