extension Settings {
    /// Each key from its flag, else its variable (unless empty), else the
    /// file, else its default; a value that will not do is an error naming
    /// where it came from.
    public static func resolve(
        flags: [SettingKey: String], environment: [String: String], file: SettingsFile?
    ) throws(SettingsError) -> Settings {
        var settings = Settings()
        for key in SettingKey.allCases {
            let text: String
            let source: SettingSource
            let subject: String
            if let flagged = flags[key] {
                let flag = key.flag ?? "--\(key.name)"
                (text, source, subject) = (flagged, .flag(flag), flag)
            } else if let variable = environment[key.variable], !variable.isEmpty {
                (text, source, subject) = (variable, .environment(key.variable), key.variable)
            } else if let setting = file?.setting(key) {
                let path = file?.path ?? ""
                (text, source) = (setting.value, .file(path: path, line: setting.line))
                subject = "\(path):\(setting.line): \(key.name)"
            } else {
                continue
            }
            do {
                try key.apply(text, to: &settings)
            } catch {
                throw SettingsError("\(subject) \(error)", source: source)
            }
            settings.sources[key] = source
        }
        return settings
    }

    /// The settings of this process: its flags, its environment and the
    /// config file the environment points to. Also returns where the file
    /// is looked for and the file, for `xkcd config`.
    public static func load(
        flags: [SettingKey: String], environment: [String: String]
    ) throws(SettingsError) -> (settings: Settings, filePath: String, file: SettingsFile?) {
        let path = SettingsFile.path(environment: environment)
        let file = try SettingsFile.read(path: path)
        return (try resolve(flags: flags, environment: environment, file: file), path, file)
    }
}

extension Settings {
    /// Flags' values alone, each given the check every setting gets and
    /// named by its flag: a command line's own validation, before anything runs.
    public static func checkFlags(_ flags: [SettingKey: String]) throws(SettingsError) {
        for (key, text) in flags.sorted(by: { $0.key.name < $1.key.name }) {
            do {
                try key.check(text)
            } catch {
                let flag = key.flag ?? key.name
                throw SettingsError("\(flag) \(error)", source: .flag(flag))
            }
        }
    }
}
