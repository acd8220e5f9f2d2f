/// Keys, one press or counted runs of them: every press counts. A run of a
/// move is one move by its count (Down×70 moves 70 rows, in one frame);
/// any other run is handled press by press, so prompts' editing keys and
/// toggles act as often as they were pressed.
extension ReaderModel {
    mutating func handleRuns(_ presses: [KeyPress], at time: Duration?) -> [ReaderEffect] {
        var effects: [ReaderEffect] = []
        for press in presses {
            effects += handleRun(press, at: time)
            // Keys after a quit are not the reader's any more.
            if effects.contains(where: \.quits) { break }
        }
        return effects
    }

    private mutating func handleRun(_ press: KeyPress, at time: Duration?) -> [ReaderEffect] {
        if press.count > 1, movesByCount(press.key) {
            defer { settle() }
            return handleKey(press.key, at: time, times: press.count)
        }
        var effects: [ReaderEffect] = []
        var previousStep: [ReaderEffect]?
        for _ in 0..<press.count {
            let before = self
            let step = handleKey(press.key, at: time)
            settle()
            effects += step
            if step.contains(where: \.quits) { break }
            // The model is a function of its state: a press that changed
            // nothing, and asked for nothing or for what the one before it
            // asked, makes every press after it do the same.
            if self == before, step.isEmpty || step == previousStep { break }
            previousStep = step
        }
        return effects
    }

    /// Whether `times` presses of `key` are one move of `times` steps here.
    private func movesByCount(_ key: Key) -> Bool {
        switch key {
        case .mouse(let event): return event.kind != .click
        case .paste: return false
        default:
            guard !expandsNotice(key) else { return false }
            return keymap.action(for: key)?.repeated(2) != nil
        }
    }

    /// One key, pressed `times` times where it is a move (see `movesByCount`).
    mutating func handleKey(_ key: Key, at time: Duration?, times: Int = 1) -> [ReaderEffect] {
        switch key {
        case .mouse(let event): return handleMouse(event, times: times)
        case .paste(let text): return paste(text)
        case let key where expandsNotice(key):
            noticeIsExpanded = true
            return []
        case .escape where noticeIsExpanded:
            // Esc closes the notice it shows, and leaves the screen under it.
            notice = nil
            return []
        default: break
        }
        let previousNotice = notice
        let lastRemoval = lastRemovalInBookmarks
        notice = nil
        lastRemovalInBookmarks = nil
        unreadSeek = nil
        let bound = keymap.action(for: key) ?? route.unboundKeyAction
        switch times > 1 ? bound?.repeated(times) ?? bound : bound {
        case nil:
            if !keymap.takesText { notice = Self.unboundKeyNotice(key) }
            return []
        case .goTo: return openGoTo(typing: key)
        case .undo: return undoRemoval()
        case let action? where isRepeatedRemoval(action, at: time, after: lastRemoval):
            // A double press: the first `b` stands, still undoable.
            (notice, lastRemovalInBookmarks) = (previousNotice, lastRemoval)
            return []
        case let action?:
            let before = self
            var effects = perform(action)
            if effects.isEmpty, self == before, action.saysWhenItDoesNothing {
                notice = Self.notApplicableNotice(key)
            }
            if let removed = Self.removalNumber(in: effects) {
                effects += offerUndo(removed, at: time)
            }
            return effects
        }
    }
}

extension ReaderAction {
    /// The same move made `times` times, as one move; nil when the action is no move.
    func repeated(_ times: Int) -> ReaderAction? {
        switch self {
        case .move(let rows): .move(rows * times)
        case .movePage(let pages): .movePage(pages * times)
        case .moveHalfPage(let halves): .moveHalfPage(halves * times)
        case .zoom(let steps): .zoom(steps * times)
        case .pan(let across, let down): .pan(across: across * times, down: down * times)
        default: nil
        }
    }
}

extension ReaderEffect {
    var quits: Bool {
        if case .quit = self { return true }
        return false
    }
}
