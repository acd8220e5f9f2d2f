import ComicUI

/// A flag's value as the parser gives it: typed where the parser types it
/// (`--color`, `--no-mouse`), so it is never turned back into text; text
/// where the setting's one check is the parse (`--images`, URLs, paths).
public enum SettingFlag: Sendable, Hashable, ExpressibleByStringLiteral {
    case text(String)
    case color(ColorChoice)
    case toggle(Bool)

    public init(stringLiteral value: String) {
        self = .text(value)
    }

    /// Sets `key` in `settings` from this value: text gets the key's check.
    func apply(to key: SettingKey, in settings: inout Settings) throws(SettingValueProblem) {
        switch (self, key) {
        case (.text(let text), _): try key.apply(text, to: &settings)
        case (.color(let choice), .color): settings.color = choice
        case (.toggle(let isOn), .mouse): settings.mouse = isOn
        case (.toggle(let isOn), .imagesHidden): settings.imagesHidden = isOn
        case (.toggle(let isOn), .ascii): settings.ascii = isOn
        case (.toggle(let isOn), .ambiguousWide): settings.ambiguousWide = isOn
        default: throw SettingValueProblem("is not a value for \(key.name)")
        }
    }
}
