import ComicData

/// Undo of a bookmark removal: the status line offers `z` for a few
/// seconds, whatever keys come between (a newer removal replaces the offer),
/// and in the Bookmarks feed a second `b` right after a removal is ignored,
/// so a double press never removes the next bookmark too.
extension ReaderModel {
    /// A second `b` in Bookmarks within this long of a removal is taken for a double press.
    public static let repeatedRemovalInterval = Duration.milliseconds(500)
    /// How long `z` can bring a removed bookmark back.
    public static let undoOfferDuration = Duration.seconds(5)

    static func removalNotice(_ number: Int) -> String {
        "removed #\(number) — z to undo"
    }

    /// The bookmark a key's effects remove, if any.
    static func removalNumber(in effects: [ReaderEffect]) -> Int? {
        for effect in effects {
            switch effect {
            case .setBookmark(let comic, false): return comic.number
            default: continue
            }
        }
        return nil
    }

    /// Whether this `b` repeats the key just before it, a `b` that removed a
    /// bookmark from the Bookmarks list at `last`.
    func isRepeatedRemoval(_ action: ReaderAction, at time: Duration?, after last: Duration?) -> Bool {
        guard action == .toggleBookmark, route == .list(.bookmarks), let time, let last else { return false }
        return time - last < Self.repeatedRemovalInterval
    }

    /// A removal just made: `z` brings it back until the offer expires or another replaces it.
    mutating func offerUndo(_ number: Int, at time: Duration?) -> [ReaderEffect] {
        undoableRemoval = number
        removedBookmark = nil
        undoOffer += 1
        if route == .list(.bookmarks) { lastRemovalInBookmarks = time }
        return [.expireUndo(offer: undoOffer, after: Self.undoOfferDuration)]
    }

    static func restoringNotice(_ number: Int) -> String {
        "restoring #\(number)…"
    }

    /// `z`: the last removal, while its offer lasts; once. Taken at once:
    /// before what it restores has come, it waits for it, and says so.
    mutating func undoRemoval() -> [ReaderEffect] {
        guard let number = undoableRemoval else {
            notice = awaitedRestore.map(Self.restoringNotice) ?? "nothing to undo"
            return []
        }
        undoableRemoval = nil
        guard let removed = removedBookmark, removed.comic.number == number else {
            awaitedRestore = number
            notice = Self.restoringNotice(number)
            return []
        }
        removedBookmark = nil
        return [.restoreBookmark(removed)]
    }

    /// What an undo of removal `number` restores has come: kept while the
    /// offer lasts, or restored now if `z` came first. Nil: nothing can be.
    mutating func noteRemoval(_ number: Int, _ removed: RemovedBookmark?) -> [ReaderEffect] {
        if awaitedRestore == number {
            awaitedRestore = nil
            guard let removed else {
                notice = "nothing to undo"
                return []
            }
            return [.restoreBookmark(removed)]
        }
        guard undoableRemoval == number else { return [] }
        if let removed { removedBookmark = removed } else { undoableRemoval = nil }
        return []
    }
}
