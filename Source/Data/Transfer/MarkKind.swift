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

    /// Every field a file may carry, in the order export writes them.
    public var fields: [String] { ["num", "title", timeField] }
}
