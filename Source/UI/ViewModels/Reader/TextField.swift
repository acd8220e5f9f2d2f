/// A one-line text field, as a screen with a prompt keeps it (search, go to).
public struct TextField: Sendable, Hashable {
    /// Enough for any query a person types; more is ignored, not stored.
    public static let maximumLength = 200

    public enum Outcome: Sendable, Hashable {
        case editing
        case submitted(String)
        case cancelled
    }

    public private(set) var text: String

    public init(text: String = "") {
        self.text = String(text.prefix(Self.maximumLength))
    }

    /// Applies one edit; says whether the person is still typing.
    public mutating func apply(_ edit: TextEdit) -> Outcome {
        switch edit {
        case .insert(let character):
            // Keys arrive decoded and printable; control characters never reach a field.
            guard text.count < Self.maximumLength, !character.unicodeScalars.contains(where: Self.isControl) else {
                return .editing
            }
            text.append(character)
        case .deleteBackward:
            if !text.isEmpty { text.removeLast() }
        case .clear:
            text = ""
        case .submit:
            return .submitted(text)
        case .cancel:
            return .cancelled
        }
        return .editing
    }

    private static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        scalar.properties.generalCategory == .control || scalar.properties.generalCategory == .format
    }
}
