import ComicData

/// Undo of a bookmark removal: the status line offers `z` until another key,
/// and in the Bookmarks feed a second `b` right after a removal is ignored,
/// so a double press never removes the next bookmark too.
extension ReaderModel {
    /// A second `b` in Bookmarks within this long of a removal is taken for a double press.
    public static let repeatedRemovalInterval = Duration.milliseconds(500)

    static func removalNotice(_ number: Int) -> String {
        "removed #\(number) — z to undo"
    }

    /// The bookmark a key's effects remove, if any.
    static func removedBookmark(in effects: [ReaderEffect]) -> Int? {
        for effect in effects {
            switch effect {
            case .setBookmark(let number, false, _), .setDetailBookmark(let number, false): return number
            default: continue
            }
        }
        return nil
    }

    /// Whether this `b` repeats one that just removed a bookmark from the Bookmarks list
    /// (the caller checks that no other key came between).
    func isRepeatedRemoval(_ action: ReaderAction, at time: Duration?) -> Bool {
        guard action == .toggleBookmark, route == .list(.bookmarks), let time, let last = lastRemovalInBookmarks
        else { return false }
        return time - last < Self.repeatedRemovalInterval
    }

    /// `z`: the last removal, if the person has not pressed another key since.
    mutating func undoRemoval(_ number: Int?) -> [ReaderEffect] {
        guard let number else {
            notice = "nothing to undo"
            return []
        }
        return [.restoreBookmark(number)]
    }
}
