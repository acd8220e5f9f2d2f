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
        "XKCD_" + rawValue.uppercased().replacingOccurrences(of: "-", with: "_")
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
