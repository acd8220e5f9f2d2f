import ComicData
import ComicTestSupport
import ComicUI
import Foundation
import Testing

/// Undo of a bookmark removal, and the double `b` in Bookmarks, driven with plain events.
@Suite("Reader model: undo a bookmark removal")
struct ReaderModelUndoTests {
    static func at(_ milliseconds: Int) -> Duration {
        .milliseconds(milliseconds)
    }

    /// Bookmarks shown, with `numbers` bookmarked.
    static func bookmarks(_ numbers: [Int]) -> ReaderModel {
        var model = ReaderModel(size: ReaderModelTests.size, feed: .bookmarks)
        _ = model.handle(.list(ReaderModelTests.list(.bookmarks, numbers, bookmarked: Set(numbers))))
        return model
    }

    /// What the effects read before removing bookmark `number`, for `z`.
    static func removed(_ number: Int) -> RemovedBookmark {
        RemovedBookmark(
            comic: SyntheticComic.comic(number: number), savedAt: Date(timeIntervalSince1970: 1_500_000_000))
    }

    /// The event that brings it to the model.
    static func recorded(_ number: Int) -> ReaderEvent {
        .bookmarkRemoved(number, removed(number))
    }

    /// The effect that ends undo offer `offer` in five seconds.
    static func expiry(_ offer: Int) -> ReaderEffect {
        .expireUndo(offer: offer, after: .seconds(5))
    }

    @Test("removing a bookmark offers z; z restores it once")
    func undoInList() {
        var model = ReaderModelTests.reader([1054, 1053], bookmarked: [1054])
        #expect(
            model.handle(.key(.character("b"))) == [
                .setBookmark(SyntheticComic.comic(number: 1054), false), Self.expiry(1),
            ])
        #expect(model.statusNotice == "removed #1054 — z to undo")
        #expect(model.undoableRemoval == 1054)
        #expect(ReaderView.frame(for: model).plainLines.last?.hasPrefix("removed #1054 — z to undo") == true)
        #expect(model.handle(Self.recorded(1054)) == [])
        #expect(model.removedBookmark == Self.removed(1054))

        #expect(model.handle(.key(.character("z"))) == [.restoreBookmark(Self.removed(1054))])
        #expect(model.removedBookmark == nil)
        #expect(model.undoableRemoval == nil)
        #expect(model.statusNotice == nil)
        // Only once.
        #expect(model.handle(.key(.character("z"))) == [])
        #expect(model.notice == "nothing to undo")
    }

    @Test("the offer outlasts other keys and ends when its time is up, not before")
    func offerLastsItsTime() {
        var model = ReaderModelTests.reader([1054, 1053, 1052], bookmarked: [1054])
        let effects = model.handle(.key(.character("b")))
        guard case .expireUndo(let offer, let delay)? = effects.last else {
            Issue.record("no expiry scheduled: \(effects)")
            return
        }
        #expect(delay == ReaderModel.undoOfferDuration)
        #expect(ReaderModel.undoOfferDuration >= .seconds(3), "a few seconds, time to read it")
        for key in [Key.character("j"), .character("j"), .character("k"), .character("u")] {
            _ = model.handle(.key(key))
            #expect(model.undoableRemoval == 1054, "\(key) leaves the offer")
        }
        // Another notice shows over it while it is there; the next key brings the offer back.
        #expect(model.statusNotice == "Comic 1053 marked unread")
        _ = model.handle(.key(.character("j")))
        #expect(model.statusNotice == "removed #1054 — z to undo")
        #expect(ReaderView.frame(for: model).plainLines.last?.hasPrefix("removed #1054 — z to undo") == true)

        #expect(model.handle(.undoExpired(offer: offer)) == [])
        #expect(model.undoableRemoval == nil)
        #expect(model.statusNotice == nil)
        #expect(ReaderView.frame(for: model).plainLines.last?.hasPrefix("removed") == false)
        #expect(model.handle(.key(.character("z"))) == [])
        #expect(model.notice == "nothing to undo")
    }

    @Test("a newer removal replaces the offer: the older one's expiry ends nothing")
    func staleExpiry() {
        var model = ReaderModelTests.reader([2, 1], bookmarked: [2, 1])
        #expect(
            model.handle(.key(.character("b"))) == [
                .setBookmark(SyntheticComic.comic(number: 2), false), Self.expiry(1),
            ])
        _ = model.handle(.key(.character("j")))
        #expect(
            model.handle(.key(.character("b"))) == [
                .setBookmark(SyntheticComic.comic(number: 1), false), Self.expiry(2),
            ])
        _ = model.handle(Self.recorded(2))
        _ = model.handle(Self.recorded(1))
        #expect(model.handle(.undoExpired(offer: 1)) == [])
        #expect(model.undoableRemoval == 1, "the first offer's time says nothing about the second")
        #expect(model.statusNotice == "removed #1 — z to undo")
        #expect(model.handle(.key(.character("z"))) == [.restoreBookmark(Self.removed(1))])

        // The same comic removed again after an undo is a new offer too.
        _ = model.handle(.key(.character("b")))
        #expect(model.undoOffer == 3)
        _ = model.handle(.undoExpired(offer: 2))
        #expect(model.undoableRemoval == 1)
        _ = model.handle(.undoExpired(offer: 3))
        #expect(model.undoableRemoval == nil)
    }

    @Test("the offer shows where z undoes, not over the go-to prompt or the help")
    func offerOnlyWhereZWorks() {
        var model = ReaderModelTests.reader([2, 1], bookmarked: [2])
        _ = model.handle(.key(.character("b")))
        _ = model.handle(Self.recorded(2))
        _ = model.handle(.key(.character("?")))
        #expect(model.statusNotice == nil)
        _ = model.handle(.key(.escape))
        #expect(model.statusNotice == "removed #2 — z to undo")
        _ = model.handle(.key(.character("4")))
        #expect(model.statusNotice == nil)
        #expect(ReaderView.frame(for: model).plainLines.last?.hasPrefix("go to #4") == true)
        _ = model.handle(.key(.escape))
        #expect(model.handle(.key(.character("z"))) == [.restoreBookmark(Self.removed(2))])
    }

    @Test("bookmarking offers no undo; a later removal replaces the earlier one")
    func onlyRemovals() {
        var model = ReaderModelTests.reader([2, 1], bookmarked: [1])
        _ = model.handle(.key(.character("b")))
        #expect(model.undoableRemoval == nil)
        #expect(model.statusNotice == nil)
        _ = model.handle(.key(.character("j")))
        _ = model.handle(.key(.character("b")))
        #expect(model.undoableRemoval == 1)
        _ = model.handle(Self.recorded(1))
        #expect(model.handle(.key(.character("z"))) == [.restoreBookmark(Self.removed(1))])
    }

    @Test("on an open comic, b removing its bookmark offers z too")
    func undoInDetail() {
        var model = ReaderDetailLayoutTests.opened(size: ReaderModelTests.size)
        _ = model.handle(.detail(ComicDetailState(comic: ReaderDetailLayoutTests.comic, isBookmarked: true)))
        #expect(
            model.handle(.key(.character("b"))) == [.setBookmark(ReaderDetailLayoutTests.comic, false), Self.expiry(1)])
        #expect(model.statusNotice == "removed #1037 — z to undo")
        _ = model.handle(.key(.character("j")))
        _ = model.handle(Self.recorded(1037))
        #expect(model.handle(.key(.character("z"))) == [.restoreBookmark(Self.removed(1037))])
    }

    @Test("in Bookmarks, a second b within half a second of a removal is ignored; later it acts")
    func doublePress() {
        var model = Self.bookmarks([3, 2, 1])
        #expect(
            model.handle(.key(.character("b"), at: Self.at(0))) == [
                .setBookmark(SyntheticComic.comic(number: 3), false), Self.expiry(1),
            ])
        // The feed drops the row; the selection moves to the next bookmark.
        _ = model.handle(.list(ReaderModelTests.list(.bookmarks, [2, 1], bookmarked: [2, 1])))
        #expect(ReaderModelTests.selected(model, .bookmarks) == 2)

        #expect(model.handle(.key(.character("b"), at: Self.at(300))) == [])
        // The first removal is still the one offered.
        #expect(model.statusNotice == "removed #3 — z to undo")
        #expect(model.undoableRemoval == 3)

        #expect(
            model.handle(.key(.character("b"), at: Self.at(900))) == [
                .setBookmark(SyntheticComic.comic(number: 2), false), Self.expiry(2),
            ])
        #expect(model.undoableRemoval == 2)
    }

    @Test("a b after another key is never taken for a double press; nor in Latest")
    func notADoublePress() {
        var model = Self.bookmarks([3, 2, 1])
        _ = model.handle(.key(.character("b"), at: Self.at(0)))
        _ = model.handle(.key(.character("j"), at: Self.at(100)))
        #expect(
            model.handle(.key(.character("b"), at: Self.at(200))) == [
                .setBookmark(SyntheticComic.comic(number: 2), false), Self.expiry(2),
            ])

        var latest = ReaderModelTests.reader([2, 1], bookmarked: [2, 1])
        _ = latest.handle(.key(.character("b"), at: Self.at(0)))
        _ = latest.handle(.key(.character("j"), at: Self.at(50)))
        #expect(
            latest.handle(.key(.character("b"), at: Self.at(100))) == [
                .setBookmark(SyntheticComic.comic(number: 1), false), Self.expiry(2),
            ])
        _ = latest.handle(.list(ReaderModelTests.list(.latest, [2, 1])))
        #expect(
            latest.handle(.key(.character("b"), at: Self.at(150))) == [
                .setBookmark(SyntheticComic.comic(number: 1), true)
            ])
    }
}
