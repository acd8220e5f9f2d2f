/// What a mark file holds: bookmarks or read marks. Both are a comic
/// number and a time, and export and import the same way.
public enum MarkKind: Sendable, Hashable {
    case bookmark
    case read

    /// The time's name in files: `saved_at` or `read_at`.
    public var timeField: String {
        switch self {
        case .bookmark: "saved_at"
        case .read: "read_at"
        }
    }

    /// As in "12 already bookmarked".
    public var adjective: String {
        switch self {
        case .bookmark: "bookmarked"
        case .read: "read"
        }
    }

    /// "bookmark" or "read mark".
    public var noun: String {
        switch self {
        case .bookmark: "bookmark"
        case .read: "read mark"
        }
    }

    /// What marking a comic is called, capitalized: "Bookmark" or "Mark read".
    public var verb: String {
        switch self {
        case .bookmark: "Bookmark"
        case .read: "Mark read"
        }
    }

    /// What taking marks away is called, as `remove` says it did: "Removed" or "Marked unread".
    public var removed: String {
        switch self {
        case .bookmark: "Removed"
        case .read: "Marked unread"
        }
    }

    /// Every field a file may carry, in the order export writes them.
    public var fields: [String] { ["num", "title", timeField] }
}
