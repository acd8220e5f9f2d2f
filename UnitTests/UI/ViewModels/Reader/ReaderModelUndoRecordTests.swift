import ComicData
import ComicUI
import Testing

/// What `z` restores comes back from the effects as an event; the model
/// keeps it, whichever comes first, the event or the `z`.
@Suite("Reader model: what an undo restores")
struct ReaderModelUndoRecordTests {
    typealias Undo = ReaderModelUndoTests

    @Test("z before the removal is recorded: the restore goes out when the record comes")
    func zFirst() {
        var model = ReaderModelTests.reader([2, 1], bookmarked: [2])
        _ = model.handle(.key(.character("b")))
        #expect(model.handle(.key(.character("z"))) == [])
        #expect(model.undoableRemoval == nil)
        #expect(model.handle(Undo.recorded(2)) == [.restoreBookmark(Undo.removed(2))])
        // Once.
        #expect(model.handle(Undo.recorded(2)) == [])
    }

    @Test("a removal that cannot be restored withdraws the offer")
    func notRestorable() {
        var model = ReaderModelTests.reader([2, 1], bookmarked: [2])
        _ = model.handle(.key(.character("b")))
        #expect(model.handle(.bookmarkRemoved(2, nil)) == [])
        #expect(model.undoableRemoval == nil)
        #expect(model.statusNotice == nil)
        #expect(model.handle(.key(.character("z"))) == [])
        #expect(model.notice == "nothing to undo")

        // And when z came first, it says so once the record comes.
        _ = model.handle(.list(ReaderModelTests.list(.latest, [2, 1], bookmarked: [2])))
        _ = model.handle(.key(.character("b")))
        _ = model.handle(.key(.character("z")))
        #expect(model.handle(.bookmarkRemoved(2, nil)) == [])
        #expect(model.notice == "nothing to undo")
    }

    @Test("a record of another removal, or of an expired offer, is not kept")
    func staleRecords() {
        var model = ReaderModelTests.reader([2, 1], bookmarked: [2, 1])
        let effects = model.handle(.key(.character("b")))
        _ = model.handle(Undo.recorded(1))
        #expect(model.removedBookmark == nil)
        guard case .expireUndo(let offer, _)? = effects.last else {
            Issue.record("no expiry scheduled: \(effects)")
            return
        }
        _ = model.handle(.undoExpired(offer: offer))
        _ = model.handle(Undo.recorded(2))
        #expect(model.removedBookmark == nil)
    }
}
