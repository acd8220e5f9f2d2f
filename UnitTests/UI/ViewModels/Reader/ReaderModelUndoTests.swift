import ComicData
import ComicUI
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

    @Test("removing a bookmark offers z; z restores it; the offer ends with the next other key")
    func undoInList() {
        var model = ReaderModelTests.reader([1054, 1053], bookmarked: [1054])
        #expect(model.handle(.key(.character("b"))) == [.setBookmark(1054, false, in: .latest)])
        #expect(model.notice == "removed #1054 — z to undo")
        #expect(model.undoableRemoval == 1054)
        #expect(ReaderView.frame(for: model).plainLines.last?.hasPrefix("removed #1054 — z to undo") == true)

        #expect(model.handle(.key(.character("z"))) == [.restoreBookmark(1054)])
        #expect(model.undoableRemoval == nil)
        #expect(model.notice == nil)
        // Only once.
        #expect(model.handle(.key(.character("z"))) == [])
        #expect(model.notice == "nothing to undo")

        var moved = ReaderModelTests.reader([1054, 1053], bookmarked: [1054])
        _ = moved.handle(.key(.character("b")))
        _ = moved.handle(.key(.character("j")))
        #expect(moved.undoableRemoval == nil)
        #expect(moved.handle(.key(.character("z"))) == [])
        #expect(moved.notice == "nothing to undo")
    }

    @Test("bookmarking offers no undo; a later removal replaces the earlier one")
    func onlyRemovals() {
        var model = ReaderModelTests.reader([2, 1], bookmarked: [1])
        _ = model.handle(.key(.character("b")))
        #expect(model.undoableRemoval == nil)
        #expect(model.notice == nil)
        _ = model.handle(.key(.character("j")))
        _ = model.handle(.key(.character("b")))
        #expect(model.undoableRemoval == 1)
        #expect(model.handle(.key(.character("z"))) == [.restoreBookmark(1)])
    }

    @Test("on an open comic, b removing its bookmark offers z too")
    func undoInDetail() {
        var model = ReaderDetailLayoutTests.opened(size: ReaderModelTests.size)
        _ = model.handle(.detail(ComicDetailState(comic: ReaderDetailLayoutTests.comic, isBookmarked: true)))
        #expect(model.handle(.key(.character("b"))) == [.setDetailBookmark(1037, false)])
        #expect(model.notice == "removed #1037 — z to undo")
        #expect(model.handle(.key(.character("z"))) == [.restoreBookmark(1037)])
    }

    @Test("in Bookmarks, a second b within half a second of a removal is ignored; later it acts")
    func doublePress() {
        var model = Self.bookmarks([3, 2, 1])
        #expect(model.handle(.key(.character("b"), at: Self.at(0))) == [.setBookmark(3, false, in: .bookmarks)])
        // The feed drops the row; the selection moves to the next bookmark.
        _ = model.handle(.list(ReaderModelTests.list(.bookmarks, [2, 1], bookmarked: [2, 1])))
        #expect(ReaderModelTests.selected(model, .bookmarks) == 2)

        #expect(model.handle(.key(.character("b"), at: Self.at(300))) == [])
        // The first removal is still the one offered.
        #expect(model.notice == "removed #3 — z to undo")
        #expect(model.undoableRemoval == 3)

        #expect(model.handle(.key(.character("b"), at: Self.at(900))) == [.setBookmark(2, false, in: .bookmarks)])
        #expect(model.undoableRemoval == 2)
    }

    @Test("a b after another key is never taken for a double press; nor in Latest")
    func notADoublePress() {
        var model = Self.bookmarks([3, 2, 1])
        _ = model.handle(.key(.character("b"), at: Self.at(0)))
        _ = model.handle(.key(.character("j"), at: Self.at(100)))
        #expect(model.handle(.key(.character("b"), at: Self.at(200))) == [.setBookmark(2, false, in: .bookmarks)])

        var latest = ReaderModelTests.reader([2, 1], bookmarked: [2, 1])
        _ = latest.handle(.key(.character("b"), at: Self.at(0)))
        _ = latest.handle(.key(.character("j"), at: Self.at(50)))
        #expect(latest.handle(.key(.character("b"), at: Self.at(100))) == [.setBookmark(1, false, in: .latest)])
        _ = latest.handle(.list(ReaderModelTests.list(.latest, [2, 1])))
        #expect(latest.handle(.key(.character("b"), at: Self.at(150))) == [.setBookmark(1, true, in: .latest)])
    }
}
