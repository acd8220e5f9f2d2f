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
    /// Nil: the locale decides (`TerminalFacts.isASCIILocale`).
    public var ascii: Bool?
    /// Nil: the locale decides (`TerminalFacts.isCJKLocale`).
    public var ambiguousWide: Bool?
    public var baseURL = ComicAPIClient.Configuration.defaultBaseURL
    public var explainURL = ExplainWikiConfiguration.defaultAPIURL
    public var whatIfURL = WhatIfClient.defaultBaseURL
    /// The `db` setting; nil: the default (`DatabaseLocation`).
    public var databasePath: String?
    /// The database's path, the setting's or the default, resolved with the
    /// settings; nil when neither it nor the environment gives one.
    public var databaseFile: String?
    /// How long one network phase may take (`timeout`, in whole seconds).
    public var networkPhase = NetworkPhase.standard
    /// How often `xkcd new` asks the network at most (`check-every`).
    public var checkEvery = SettingInterval.standard
    /// `--offline`, a flag only.
    public var offline = false
    /// Where each value that is not a default came from.
    public var sources: [SettingKey: SettingSource] = [:]
    /// The terminal this run draws on, resolved with these settings.
    public var terminal = TerminalProfile.plain
    /// The certificates the network trusts: `SSL_CERT_FILE` and `SSL_CERT_DIR`
    /// (environment only, as OpenSSL's tools read them), else the system's.
    public var certificates = CertificateAuthorities.standard

    public init() {}

    /// The database's path.
    /// - Throws: `StorageError.noLocation` when nothing says where it goes.
    public func databaseLocation() throws(StorageError) -> String {
        guard let databaseFile else { throw .noLocation }
        return databaseFile
    }

    public func source(of key: SettingKey) -> SettingSource {
        sources[key] ?? .standard
    }
}
