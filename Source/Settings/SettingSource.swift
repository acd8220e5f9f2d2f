/// Where a setting's value came from: what an error about it names.
public enum SettingSource: Sendable, Hashable, CustomStringConvertible {
    case flag(String)
    case environment(String)
    case file(path: String, line: Int)
    case standard

    public var description: String {
        switch self {
        case .flag(let flag): "flag \(flag)"
        case .environment(let variable): "environment \(variable)"
        case .file(let path, let line): "\(path):\(line)"
        case .standard: "default"
        }
    }
}

/// A value that will not do, in one line naming where it came from: the
/// flag, the variable, or the file and line. A usage mistake, as a bad flag is.
public struct SettingsError: Error, Sendable, Hashable, CustomStringConvertible {
    public let source: SettingSource?
    public let message: String

    public init(_ message: String, source: SettingSource?) {
        self.source = source
        self.message = message
    }

    public var description: String { message }
}
