extension TerminalEnvironment {
    /// Whether the terminal shows only ASCII: `XKCD_ASCII=1` (or `0`) says
    /// so outright; otherwise a locale (`LC_ALL`, else `LC_CTYPE`, else
    /// `LANG`) that is set and names no UTF-8 charset, such as `C` or
    /// `POSIX`. No locale at all is taken for UTF-8, as terminals are today.
    public static func isASCIIOnly(environment: [String: String]) -> Bool {
        switch environment["XKCD_ASCII"] {
        case "1": return true
        case "0": return false
        default: break
        }
        guard
            let locale = ["LC_ALL", "LC_CTYPE", "LANG"].lazy.compactMap({ environment[$0] }).first(where: {
                !$0.isEmpty
            })
        else { return false }
        let lowered = locale.lowercased()
        return !(lowered.contains("utf-8") || lowered.contains("utf8"))
    }
}
