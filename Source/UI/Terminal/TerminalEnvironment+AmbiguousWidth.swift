extension TerminalEnvironment {
    /// Whether the terminal draws East Asian ambiguous-width characters two
    /// columns wide: `XKCD_AMBIGUOUS_WIDE=1` (or `0`) says so outright;
    /// otherwise a Chinese, Japanese or Korean locale (`LC_ALL`, else
    /// `LC_CTYPE`, else `LANG`, as POSIX orders them) means wide, as CJK
    /// terminals draw them by default.
    public static func ambiguousIsWide(environment: [String: String]) -> Bool {
        switch environment["XKCD_AMBIGUOUS_WIDE"] {
        case "1": return true
        case "0": return false
        default: break
        }
        let locale = ["LC_ALL", "LC_CTYPE", "LANG"].lazy.compactMap { environment[$0] }.first { !$0.isEmpty } ?? ""
        let language = locale.prefix { $0.isLetter }.lowercased()
        return ["zh", "ja", "ko"].contains(language)
    }
}
