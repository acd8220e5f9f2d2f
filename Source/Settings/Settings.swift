import ComicData
import ComicUI
import Foundation

/// Every setting of a run, typed and resolved once (flag > environment >
/// config file > default), then passed down: nothing reads the variables again.
public struct Settings: Sendable, Equatable {
    public var images: ImageMode = .auto
    public var imagesHidden = false
    public var mouse = true
    public var color: ColorChoice = .auto
    /// Nil: the locale decides (`TerminalEnvironment.isASCIIOnly`).
    public var ascii: Bool?
    public var baseURL = ComicAPIClient.Configuration.defaultBaseURL
    public var explainURL = ExplainWikiConfiguration.defaultAPIURL
    public var whatIfURL = WhatIfClient.defaultBaseURL
    /// Nil: `$XDG_DATA_HOME/xkcd/xkcd.sqlite` (`DatabaseLocation`).
    public var databasePath: String?
    /// How long one network phase may take (`timeout`, in whole seconds).
    public var networkPhase = NetworkPhase.standard
    /// How often `xkcd new` asks the network at most (`check-every`).
    public var checkEvery = SettingInterval.standard
    /// `--offline`, a flag only.
    public var offline = false
    /// Where each value that is not a default came from.
    public var sources: [SettingKey: SettingSource] = [:]

    public init() {}

    /// Whether the terminal shows only ASCII: the setting, else the locale.
    public func isASCIIOnly(environment: [String: String]) -> Bool {
        ascii ?? TerminalEnvironment.isASCIIOnly(environment: environment)
    }

    public func source(of key: SettingKey) -> SettingSource {
        sources[key] ?? .standard
    }
}
