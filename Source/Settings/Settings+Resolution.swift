import ComicData
import ComicUI

extension Settings {
    /// Each key from its flag, else its variable (unless empty), else the
    /// file, else its default; a value that will not do is an error naming
    /// where it came from. Then what follows from them, once: the database's
    /// path, the terminal profile (`outputIsTerminal`: the console's) and the
    /// certificates to trust (the system's directory is looked at when a client first asks).
    public static func resolve(
        flags: [SettingKey: SettingFlag], environment: [String: String], file: SettingsFile?,
        outputIsTerminal: Bool = false
    ) throws(SettingsError) -> Settings {
        var settings = Settings()
        for key in SettingKey.allCases {
            let value: SettingFlag
            let source: SettingSource
            let subject: String
            if let flagged = flags[key] {
                let flag = key.flag ?? "--\(key.name)"
                (value, source, subject) = (flagged, .flag(flag), flag)
            } else if let variable = environment[key.variable], !variable.isEmpty {
                (value, source, subject) = (.text(variable), .environment(key.variable), key.variable)
            } else if let setting = file?.setting(key) {
                let path = file?.path ?? ""
                (value, source) = (.text(setting.value), .file(path: path, line: setting.line))
                subject = "\(path):\(setting.line): \(key.name)"
            } else {
                continue
            }
            do {
                try value.apply(to: key, in: &settings)
            } catch {
                throw SettingsError("\(subject) \(error)", source: source)
            }
            settings.sources[key] = source
        }
        settings.databaseFile = try? DatabaseLocation.path(
            explicitPath: settings.databasePath, environment: environment)
        settings.terminal = TerminalProfile(
            facts: TerminalFacts(environment: environment), isOutputTerminal: outputIsTerminal, color: settings.color,
            images: settings.images, ascii: settings.ascii, ambiguousWide: settings.ambiguousWide)
        settings.certificates = CertificateAuthorities.resolve(
            file: environment["SSL_CERT_FILE"], directory: environment["SSL_CERT_DIR"])
        return settings
    }

    /// The settings of this process: its flags, its environment and the
    /// config file the environment points to. Also returns where the file
    /// is looked for and the file, for `xkcd config`.
    public static func load(
        flags: [SettingKey: SettingFlag], environment: [String: String], outputIsTerminal: Bool = false
    ) throws(SettingsError) -> (settings: Settings, filePath: String, file: SettingsFile?) {
        let path = SettingsFile.path(environment: environment)
        let file = try SettingsFile.read(path: path)
        return (
            try resolve(flags: flags, environment: environment, file: file, outputIsTerminal: outputIsTerminal), path,
            file
        )
    }
}

extension Settings {
    /// Flags' values alone, each given the check every setting gets and
    /// named by its flag: a command line's own validation, before anything runs.
    public static func checkFlags(_ flags: [SettingKey: SettingFlag]) throws(SettingsError) {
        for (key, value) in flags.sorted(by: { $0.key.name < $1.key.name }) {
            do {
                var scratch = Settings()
                try value.apply(to: key, in: &scratch)
            } catch {
                let flag = key.flag ?? key.name
                throw SettingsError("\(flag) \(error)", source: .flag(flag))
            }
        }
    }
}
