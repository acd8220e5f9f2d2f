import ComicData
import ComicUI
import Foundation

/// Why a value will not do, without its subject: the caller puts the flag,
/// the variable or the file's line in front ("--images must be one of …").
public struct SettingValueProblem: Error, Sendable, Hashable, CustomStringConvertible {
    public let description: String

    init(_ description: String) {
        self.description = description
    }
}

extension SettingKey {
    /// Reads `text` into its place in `settings`: the one check a value
    /// gets, from a flag, the environment or the file alike.
    public func apply(_ text: String, to settings: inout Settings) throws(SettingValueProblem) {
        switch self {
        case .images: settings.images = try Self.choice(text, ImageMode.self)
        case .imagesHidden: settings.imagesHidden = try Self.toggle(text)
        case .mouse: settings.mouse = try Self.toggle(text)
        case .color: settings.color = try Self.choice(text, ColorChoice.self)
        case .ascii: settings.ascii = try Self.toggle(text)
        case .ambiguousWide: settings.ambiguousWide = try Self.toggle(text)
        case .baseURL: settings.baseURL = try SettingURL.url(text)
        case .explainURL: settings.explainURL = try SettingURL.url(text)
        case .whatIfURL: settings.whatIfURL = try SettingURL.url(text)
        case .db:
            guard !text.isEmpty else { throw SettingValueProblem("needs a path") }
            settings.databasePath = text
        case .timeout: settings.networkPhase = .seconds(try Self.seconds(text))
        case .checkEvery: settings.checkEvery = try SettingInterval.interval(text)
        }
    }

    /// Checks `text` alone, as a flag's own validation does.
    public func check(_ text: String) throws(SettingValueProblem) {
        var scratch = Settings()
        try apply(text, to: &scratch)
    }

    /// The value in effect, as `xkcd config` shows it (a URL without its
    /// credentials, the database's path as the settings resolved it).
    public func shown(in settings: Settings) -> String {
        switch self {
        case .images: settings.images.rawValue
        case .imagesHidden: Self.onOff(settings.imagesHidden)
        case .mouse: Self.onOff(settings.mouse)
        case .color: settings.color.rawValue
        case .ascii: settings.ascii.map(Self.onOff) ?? "auto"
        case .ambiguousWide: settings.ambiguousWide.map(Self.onOff) ?? "auto"
        case .baseURL: SettingURL.redacted(settings.baseURL.absoluteString)
        case .explainURL: SettingURL.redacted(settings.explainURL.absoluteString)
        case .whatIfURL: SettingURL.redacted(settings.whatIfURL.absoluteString)
        case .db: settings.databaseFile ?? "none (\(StorageError.noLocation.description))"
        case .timeout: "\(settings.networkPhase.components.seconds)"
        case .checkEvery: SettingInterval.text(settings.checkEvery)
        }
    }

    /// on/off, yes/no, true/false, 1/0, in any case.
    static func toggle(_ text: String) throws(SettingValueProblem) -> Bool {
        switch text.lowercased() {
        case "on", "yes", "true", "1": return true
        case "off", "no", "false", "0": return false
        default: throw SettingValueProblem("must be on or off, got '\(TerminalSanitizer.line(text))'")
        }
    }

    /// Whole seconds within `NetworkPhase.settableSeconds`.
    static func seconds(_ text: String) throws(SettingValueProblem) -> Int {
        let range = NetworkPhase.settableSeconds
        guard let seconds = Int(text.trimmingBlanks), range.contains(seconds) else {
            throw SettingValueProblem(
                "must be whole seconds from \(range.lowerBound) to \(range.upperBound); "
                    + "got '\(TerminalSanitizer.line(text))'")
        }
        return seconds
    }

    private static func choice<Choice: RawRepresentable & CaseIterable>(
        _ text: String, _ type: Choice.Type
    ) throws(SettingValueProblem) -> Choice where Choice.RawValue == String {
        guard let value = Choice(rawValue: text.lowercased()) else {
            let values = Choice.allCases.map(\.rawValue).joined(separator: ", ")
            throw SettingValueProblem("must be one of \(values); got '\(TerminalSanitizer.line(text))'")
        }
        return value
    }

    private static func onOff(_ value: Bool) -> String { value ? "on" : "off" }
}
