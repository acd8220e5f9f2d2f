/// A setting the config file may hold, named after its long option, with
/// the environment variable that stands for it.
public enum SettingKey: String, Sendable, Hashable, CaseIterable {
    case images
    case imagesHidden = "images-hidden"
    case mouse
    case color
    case ascii
    /// Whether East Asian ambiguous-width characters take two columns.
    case ambiguousWide = "ambiguous-wide"
    case baseURL = "base-url"
    case explainURL = "explain-url"
    case whatIfURL = "whatif-url"
    case db
    case timeout
    /// How often `xkcd new` asks the network.
    case checkEvery = "check-every"

    /// The name in the config file and in `xkcd config`.
    public var name: String { rawValue }

    public var variable: String {
        // Not Foundation's replacingOccurrences: its first use was 2% of `xkcd new`'s start.
        "XKCD_" + String(rawValue.uppercased().map { $0 == "-" ? "_" : $0 })
    }

    /// The flag that sets it, as `xkcd config` names it; nil for one with no flag.
    public var flag: String? {
        switch self {
        case .images, .color, .baseURL, .explainURL, .whatIfURL, .db, .checkEvery: "--" + rawValue
        case .mouse: "--no-mouse"
        case .imagesHidden, .ascii, .ambiguousWide, .timeout: nil
        }
    }

    public static func named(_ name: String) -> SettingKey? {
        SettingKey(rawValue: name)
    }
}
