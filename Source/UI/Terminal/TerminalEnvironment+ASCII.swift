extension TerminalEnvironment {
    /// Whether the locale says the terminal shows only ASCII: a locale
    /// (`LC_ALL`, else `LC_CTYPE`, else `LANG`) that is set and names no
    /// UTF-8 charset, such as `C` or `POSIX`. No locale at all is taken for
    /// UTF-8, as terminals are today. (The `ascii` setting, which overrides
    /// it, is resolved with the others: `Settings.isASCIIOnly`.)
    public static func isASCIIOnly(environment: [String: String]) -> Bool {
        guard
            let locale = ["LC_ALL", "LC_CTYPE", "LANG"].lazy.compactMap({ environment[$0] }).first(where: {
                !$0.isEmpty
            })
        else { return false }
        let lowered = locale.lowercased()
        return !(lowered.contains("utf-8") || lowered.contains("utf8"))
    }
}
