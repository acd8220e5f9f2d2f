/// A one-line text field, as a screen with a prompt keeps it (search, go to):
/// the text and a cursor in it, edited with readline's keys.
public struct TextField: Sendable, Hashable {
    /// Enough for any query a person types; more is ignored, not stored.
    public static let maximumLength = 200

    public enum Outcome: Sendable, Hashable {
        case editing
        case submitted(String)
        case cancelled
    }

    public private(set) var text: String
    /// How many characters come before the cursor: 0 at the start, `text.count` at the end.
    public private(set) var cursor: Int

    public init(text: String = "") {
        self.text = String(text.prefix(Self.maximumLength))
        cursor = self.text.count
    }

    /// The text before the cursor, and from it on.
    public var beforeCursor: Substring { text.prefix(cursor) }
    public var afterCursor: Substring { text.dropFirst(cursor) }

    /// Applies one edit; says whether the person is still typing.
    public mutating func apply(_ edit: TextEdit) -> Outcome {
        switch edit {
        case .insert(let character):
            // Keys arrive decoded and printable; control characters never reach a field.
            guard text.count < Self.maximumLength, !character.unicodeScalars.contains(where: Self.isControl) else {
                return .editing
            }
            text.insert(character, at: index(cursor))
            // A combining mark joins the character before it: the count may not grow.
            cursor = min(text.count, cursor + 1)
        case .deleteBackward:
            guard cursor > 0 else { break }
            text.remove(at: index(cursor - 1))
            cursor -= 1
        case .deleteForward:
            if cursor < text.count { text.remove(at: index(cursor)) }
        case .deleteWordBackward:
            // As readline's Ctrl-W: the spaces before the cursor, then the word before them.
            let before = beforeCursor
            let word = before.reversed().drop { $0 == " " }.prefix { $0 != " " }.count
            let spaces = before.reversed().prefix { $0 == " " }.count
            delete(from: cursor - spaces - word)
        case .deleteToStart:
            delete(from: 0)
        case .deleteToEnd:
            text.removeSubrange(index(cursor)...)
        case .cursorLeft: cursor = max(0, cursor - 1)
        case .cursorRight: cursor = min(text.count, cursor + 1)
        case .cursorToStart: cursor = 0
        case .cursorToEnd: cursor = text.count
        case .submit:
            return .submitted(text)
        case .cancel:
            return .cancelled
        }
        return .editing
    }

    /// Deletes from character `start` to the cursor.
    private mutating func delete(from start: Int) {
        text.removeSubrange(index(start)..<index(cursor))
        cursor = min(start, text.count)
    }

    private func index(_ offset: Int) -> String.Index {
        text.index(text.startIndex, offsetBy: min(max(0, offset), text.count))
    }

    private static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        scalar.properties.generalCategory == .control || scalar.properties.generalCategory == .format
    }
}
