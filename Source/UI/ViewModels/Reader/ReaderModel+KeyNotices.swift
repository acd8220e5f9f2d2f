/// What the status line says when a key does nothing: a person learns
/// the key was read, and where to look for the ones that work.
extension ReaderModel {
    static func unboundKeyNotice(_ key: Key) -> String {
        "\(key.label) is not a key here" + NoticeLayout.keysPointer
    }

    static func notApplicableNotice(_ key: Key) -> String {
        "\(key.label) does not apply here"
    }

    /// `?` or Enter on a notice cut to fit the status line shows all of it.
    func expandsNotice(_ key: Key) -> Bool {
        guard let notice, !noticeIsExpanded, key == .character("?") || key == .enter, showsNoticeHints else {
            return false
        }
        return !NoticeLayout.fits(notice, width: size.columns, ambiguousIsWide: ambiguousIsWide)
    }

    /// Where `?` is help and `q` quits or backs out, the status line keeps saying so under a notice.
    public var showsNoticeHints: Bool {
        keymap.action(for: .character("?")) == .help && backOutHint != nil
    }

    /// What `q` does here, as the status line says it.
    public var backOutHint: String? {
        switch keymap.action(for: .character("q")) {
        case .quit: NoticeLayout.quit
        case .back: NoticeLayout.back
        default: nil
        }
    }
}

extension ReaderAction {
    /// Moves at an end say nothing, as in every pager; other keys that change
    /// nothing say so.
    var saysWhenItDoesNothing: Bool {
        switch self {
        case .move, .movePage, .moveHalfPage, .first, .last, .redraw, .edit, .zoom, .zoomToFit, .zoomToActualSize, .pan:
            false
        default: true
        }
    }
}
