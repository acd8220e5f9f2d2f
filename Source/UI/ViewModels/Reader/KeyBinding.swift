/// Keys that do one thing on one screen, and the words that explain it.
public struct KeyBinding: Sendable, Hashable {
    public let keys: [Key]
    public let action: ReaderAction
    /// What the help screen and the README say it does.
    public let summary: String

    public init(_ keys: [Key], _ action: ReaderAction, _ summary: String) {
        self.keys = keys
        self.action = action
        self.summary = summary
    }

    /// The keys as a person reads them, e.g. "↓ j".
    public var keyLabels: String {
        keys.map(\.label).joined(separator: " ")
    }
}

extension Key {
    /// How the key is written on a keyboard or in help text.
    public var label: String {
        switch self {
        case .up: "↑"
        case .down: "↓"
        case .left: "←"
        case .right: "→"
        case .pageUp: "PgUp"
        case .pageDown: "PgDn"
        case .home: "Home"
        case .end: "End"
        case .enter: "Enter"
        case .escape: "Esc"
        case .backspace: "Backspace"
        case .delete: "Delete"
        case .tab: "Tab"
        case .backTab: "Shift-Tab"
        case .control(let letter): "Ctrl-\(letter.uppercased())"
        case .character(" "): "Space"
        case .character(let character): String(character)
        case .paste: "a paste"
        case .mouse(let event):
            switch event.kind {
            case .click: "click"
            case .wheelUp, .wheelDown: "wheel"
            }
        }
    }
}
