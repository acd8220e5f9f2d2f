/// What the status line says when a key does nothing: a person learns
/// the key was read, and where to look for the ones that work.
extension ReaderModel {
    static func unboundKeyNotice(_ key: Key) -> String {
        "\(key.label) is not a key here · ? lists the keys"
    }

    static func notApplicableNotice(_ key: Key) -> String {
        "\(key.label) does not apply here"
    }
}

extension ReaderAction {
    /// Moves at an end say nothing, as in every pager; other keys that change
    /// nothing say so.
    var saysWhenItDoesNothing: Bool {
        switch self {
        case .move, .movePage, .first, .last, .redraw, .edit: false
        default: true
        }
    }
}
