import ComicData
import ComicTestSupport
import ComicUI
import Foundation
import Testing

/// Opened comics, bookmarks and their undo, read marks, links and random
/// draws, driven through `ReaderEffectHandler` over in-memory services.
@Suite("Reader effects: comics, bookmarks, read marks", .timeLimit(.minutes(1)))
struct ReaderComicEffectTests {
    static let savedAt = Date(timeIntervalSince1970: 1_600_000_000)

    static func comic(_ number: Int) -> Comic { SyntheticComic.comic(number: number) }

    static func detail(_ number: Int, bookmarked: Bool = false) -> ReaderEvent {
        // The services' wiki is in the state: the comic's explanation links go to it (`--explain-url`).
        .detail(
            ComicDetailState(
                comic: SyntheticComic.comic(number: number), isBookmarked: bookmarked,
                explanationPagePrefix: InMemoryReaderServices.wikiPagePrefix))
    }

    @Test("openDetail starts the loaded comic's view model and loads its image")
    func openDetail() async {
        var driver = EffectDriver(InMemoryReaderServices(bookmarked: [2]), images: InMemoryImages())
        defer { driver.stop() }
        _ = await driver.startLatest()
        driver.send(.openDetail(Self.comic(2), from: .latest))
        let image = InMemoryImages.image.map { DetailImage.loaded(ReaderImage(comicNumber: 2, image: $0)) }
        #expect(await driver.expectAll([Self.detail(2, bookmarked: true), .image(2, image ?? .loading)]))
    }

    @Test("an image that cannot be had says why in its place")
    func imageUnavailable() async {
        var driver = EffectDriver(images: InMemoryImages(unavailable: .notCached))
        defer { driver.stop() }
        _ = await driver.startLatest()
        driver.send(.openDetail(Self.comic(3), from: .latest))
        #expect(await driver.expect(.image(3, .unavailable(ImageUnavailable.notCached.description))))
    }

    @Test("fetchComic: the archive's comic comes back as an event, and opens over the feed")
    func fetchComic() async {
        var driver = EffectDriver(InMemoryReaderServices(archive: [405]))
        defer { driver.stop() }
        _ = await driver.startLatest()
        // Fetched beside the other effects: the model decides whether it still opens.
        driver.send(.fetchComic(405, for: .latest))
        let fetched = SyntheticComic.comic(number: 405)
        #expect(await driver.expect(.comicFetched(fetched, from: .latest)))
        driver.send(.openDetail(fetched, from: .latest))
        #expect(await driver.expect(Self.detail(405)))
    }

    @Test("a comic fetched by number opens the image host first; one the feed holds does not")
    func fetchComicOpensImageHost() async {
        let images = InMemoryImages()
        var driver = EffectDriver(InMemoryReaderServices(archive: [405]), images: images)
        defer { driver.stop() }
        _ = await driver.startLatest()
        driver.send(.openDetail(Self.comic(3), from: .latest))
        #expect(await driver.expect(Self.detail(3)))
        #expect(images.hostOpenings.calls.isEmpty)
        driver.send(.fetchComic(405, for: .latest))
        #expect(await driver.expect(.comicFetched(SyntheticComic.comic(number: 405), from: .latest)))
        #expect(images.hostOpenings.calls == ["open"])
    }

    @Test("a comic that cannot be had closes its screen with the reason, and is not marked read")
    func openComicUnavailable() async {
        var driver = EffectDriver()
        defer { driver.stop() }
        _ = await driver.startLatest()
        driver.send(.fetchComic(404, for: .latest))
        #expect(await driver.expect(.comicUnavailable(404, reason: "the disk is on fire")))
        #expect(driver.services.log.calls.isEmpty)
    }

    @Test("pickRandom draws a comic; openDrawnComic opens it over Latest's repository")
    func random() async {
        var driver = EffectDriver()
        defer { driver.stop() }
        driver.send(.pickRandom)
        let pick = driver.services.randomPick
        #expect(await driver.expect(.randomComic(pick.comic, isFromCache: true)))
        driver.send(.openDrawnComic(pick.comic))
        #expect(
            await driver.expect(
                .detail(
                    ComicDetailState(
                        comic: pick.comic, isBookmarked: false,
                        explanationPagePrefix: InMemoryReaderServices.wikiPagePrefix))))

        var failing = EffectDriver(InMemoryReaderServices(fails: true))
        defer { failing.stop() }
        failing.send(.pickRandom)
        #expect(await failing.notice() == "No random comic: the disk is on fire")
    }

    @Test("closeDetail stops the comic's view model")
    func closeDetail() async {
        var driver = EffectDriver()
        defer { driver.stop() }
        _ = await driver.startLatest()
        let repository = driver.latest()
        driver.send(.openDetail(Self.comic(2), from: .latest))
        #expect(await driver.expect(Self.detail(2)))
        let subscribed = repository.log.calls.filter { $0 == .subscribed }.count
        #expect(subscribed == 2, "the list's and the comic's")
        driver.send(.closeDetail(2))
        #expect(await repository.log.waitFor(.unsubscribed))
    }

    @Test("removing a bookmark by its number (its comic never came) removes it and says so")
    func removeByNumber() async {
        var driver = EffectDriver()
        defer { driver.stop() }
        driver.send(.removeBookmark(99999))
        #expect(await driver.services.log.waitFor(.removeBookmark(99999)))
        #expect(await driver.notice() == "removed the bookmark of #99999")
    }

    @Test("bookmarking from the list or the comic saves it, fetches its image, and the list shows the star at once")
    func bookmark() async {
        let images = InMemoryImages()
        var driver = EffectDriver(images: images)
        defer { driver.stop() }
        _ = await driver.startLatest()
        driver.send(.setBookmark(Self.comic(3), true))
        #expect(await driver.services.log.waitFor(.setBookmark(true, 3)))
        let starred = await driver.next("Latest's row 3 starred") { event -> Bool? in
            guard case .list(let state) = event, state.feed == .latest,
                case .comic(_, true, _)? = state.rows.first(where: { $0.number == 3 })?.content
            else { return nil }
            return true
        }
        #expect(starred == true)
        #expect(await images.prefetched.waitFor(3))
        driver.send(.openDetail(Self.comic(1), from: .latest), .setBookmark(Self.comic(1), true))
        #expect(await driver.services.log.waitFor(.setBookmark(true, 1)))
        #expect(await images.prefetched.waitFor(1))
        #expect(await driver.expect(Self.detail(1, bookmarked: true)))
    }

    @Test("a removal tells the model what an undo restores; restoreBookmark restores it")
    func removeAndRestore() async {
        var driver = EffectDriver(InMemoryReaderServices(bookmarked: [3, 2], savedAt: [3: Self.savedAt]))
        defer { driver.stop() }
        _ = await driver.startLatest()
        driver.send(.setBookmark(Self.comic(3), false))
        let removed = RemovedBookmark(comic: SyntheticComic.comic(number: 3), savedAt: Self.savedAt)
        #expect(await driver.expect(.bookmarkRemoved(3, removed)))
        #expect(await driver.services.log.waitFor(.setBookmark(false, 3)))
        driver.send(.restoreBookmark(removed))
        #expect(await driver.notice() == "restored #3")
        #expect(driver.services.log.calls == [.setBookmark(false, 3), .restore(3, savedAt: Self.savedAt)])

        // From the open comic; with no saved-at to restore, the model hears it cannot be undone.
        driver.send(.openDetail(Self.comic(2), from: .latest), .setBookmark(Self.comic(2), false))
        #expect(await driver.expect(.bookmarkRemoved(2, nil)))
        #expect(await driver.services.log.waitFor(.setBookmark(false, 2)))
        #expect(await driver.expect(Self.detail(2, bookmarked: false)))
    }

    @Test("failures to change or restore a bookmark are notices")
    func bookmarkFailures() async {
        var driver = EffectDriver(InMemoryReaderServices(fails: true))
        defer { driver.stop() }
        driver.send(.restoreBookmark(RemovedBookmark(comic: SyntheticComic.comic(number: 3), savedAt: Self.savedAt)))
        #expect(await driver.notice() == "Could not restore the bookmark: the disk is on fire")
        _ = await driver.startLatest()
        driver.send(.setBookmark(Self.comic(3), true))
        #expect(await driver.notice() == "Could not change the bookmark: the disk is on fire")
        driver.send(.openDetail(Self.comic(2), from: .latest), .setBookmark(Self.comic(2), false))
        // Its saved-at cannot be read either: nothing to restore.
        #expect(await driver.expect(.bookmarkRemoved(2, nil)))
        #expect(await driver.notice() == "Could not change the bookmark: the disk is on fire")
    }

    @Test("expireUndo ends its offer after its delay")
    func expireUndo() async {
        var driver = EffectDriver()
        defer { driver.stop() }
        driver.send(.expireUndo(offer: 4, after: .milliseconds(1)))
        #expect(await driver.next { $0 } == .undoExpired(offer: 4))
    }

    @Test("markRead, setRead and markAllRead reach the read marks")
    func readMarks() async {
        var driver = EffectDriver()
        defer { driver.stop() }
        driver.send(.setRead(7, true), .setRead(8, false), .markAllRead(atOrBelow: 100))
        #expect(await driver.notice() == "Marked 99 comics read")
        #expect(await driver.services.log.waitFor(.setRead(true, [7])))
        #expect(await driver.services.log.waitFor(.setRead(false, [8])))
        #expect(driver.services.log.calls.contains(.markAllRead(atOrBelow: 100)))
    }

    @Test("M's count comes back as an event; the notice after marking agrees in number")
    func markCountAndPlurals() async {
        var driver = EffectDriver()
        defer { driver.stop() }
        driver.send(.countUnread(atOrBelow: 100))
        #expect(await driver.expect(.unreadCount(atOrBelow: 100, 99)))
        driver.send(.markAllRead(atOrBelow: 2))
        #expect(await driver.notice() == "Marked 1 comic read")
        driver.send(.markAllRead(atOrBelow: 1))
        #expect(await driver.notice() == "Nothing to mark: all were read")
        driver.send(.markAllRead(atOrBelow: 1_001))
        #expect(await driver.notice() == "Marked 1,000 comics read")
    }

    @Test("read marks that cannot be saved are notices")
    func readMarkFailures() async {
        var driver = EffectDriver(InMemoryReaderServices(fails: true))
        defer { driver.stop() }
        driver.send(.setRead(8, false))
        #expect(await driver.notice() == "Could not mark comic 8 unread: the disk is on fire")
        driver.send(.setRead(7, true))
        #expect(await driver.notice() == "Could not mark comic 7 read: the disk is on fire")
        driver.send(.markAllRead(atOrBelow: 9))
        #expect(await driver.notice() == "Could not mark the comics read: the disk is on fire")
        driver.send(.countUnread(atOrBelow: 9))
        #expect(await driver.notice() == "Could not count the unread comics: the disk is on fire")
    }

    @Test("a bookmark waiting for another process's write: a status line, not raw text; then one saying it is saved")
    func waitingBookmark() async {
        let (lock, release) = AsyncStream<Never>.makeStream()
        var driver = EffectDriver(InMemoryReaderServices(bookmarkLock: lock))
        defer { driver.stop() }

        driver.send(.setBookmark(Self.comic(3), true))

        // After the notice delay (a second, really waited), while the write still waits.
        #expect(await driver.notice() == "Waiting for another xkcd to finish writing…")
        #expect(driver.services.log.calls.isEmpty)
        release.finish()
        #expect(await driver.services.log.waitFor(.setBookmark(true, 3)))
        #expect(await driver.notice() == "Bookmark saved once the other xkcd finished writing")
    }
}
