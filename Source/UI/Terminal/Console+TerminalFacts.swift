/// What the environment says about the terminal, read from it once, where
/// the console's environment is read (`TerminalFacts(environment:)`), and
/// resolved with the settings into a `TerminalProfile`: nothing else reads
/// these variables.
public struct TerminalFacts: Sendable, Hashable {
    /// `LC_ALL`, else `LC_CTYPE`, else `LANG`, as POSIX orders them: the first set and not empty.
    public var locale: String?
    /// `TERM`; nil when unset.
    public var term: String?
    /// `TERM_PROGRAM`, empty when unset.
    public var termProgram = ""
    /// `NO_COLOR` set and not empty (no-color.org).
    public var noColor = false
    /// Inside tmux (`TMUX` set).
    public var inTmux = false
    /// kitty's own variables are set (`KITTY_WINDOW_ID`, `KITTY_PID`).
    public var isKitty = false
    /// WezTerm's own variable is set (`WEZTERM_EXECUTABLE`).
    public var isWezTerm = false
    /// `COLUMNS` when it is a sensible number (1 to 1,000).
    public var columns: Int?
    /// The variables as chafa's terminal database reads them: it knows its own.
    public var chafaVariables: [String: String] = [:]
    public var browser = BrowserFacts()

    public init() {}

    /// Reads the facts from `environment` (the console's).
    public init(environment: [String: String]) {
        locale = ["LC_ALL", "LC_CTYPE", "LANG"].lazy.compactMap { environment[$0] }.first { !$0.isEmpty }
        term = environment["TERM"]
        termProgram = environment["TERM_PROGRAM"] ?? ""
        noColor = !(environment["NO_COLOR"] ?? "").isEmpty
        inTmux = environment["TMUX"] != nil
        isKitty = environment["KITTY_WINDOW_ID"] != nil || environment["KITTY_PID"] != nil
        isWezTerm = environment["WEZTERM_EXECUTABLE"] != nil
        columns = environment["COLUMNS"].flatMap { Int($0) }.flatMap { (1...1_000).contains($0) ? $0 : nil }
        chafaVariables = environment
        browser = BrowserFacts(
            browser: environment["BROWSER"] ?? "",
            hasDisplay: [environment["DISPLAY"], environment["WAYLAND_DISPLAY"]].contains { !($0 ?? "").isEmpty },
            isRemote: !(environment["SSH_CONNECTION"] ?? "").isEmpty,
            path: environment["PATH"] ?? BrowserFacts.standardPath)
    }
}

/// What decides how a link is opened: `BROWSER`, a display, an SSH session, `PATH`.
public struct BrowserFacts: Sendable, Hashable {
    public static let standardPath = "/usr/local/bin:/usr/bin:/bin"

    /// `BROWSER`: programs to try, `:`-separated, each with its arguments (`%s` stands for the link).
    public var browser: String
    /// `DISPLAY` or `WAYLAND_DISPLAY` set and not empty.
    public var hasDisplay: Bool
    /// Over SSH (`SSH_CONNECTION` set and not empty): the browser would open on the other machine.
    public var isRemote: Bool
    /// `PATH`, where programs named without a slash are looked for.
    public var path: String

    public init(browser: String = "", hasDisplay: Bool = false, isRemote: Bool = false, path: String = standardPath) {
        self.browser = browser
        self.hasDisplay = hasDisplay
        self.isRemote = isRemote
        self.path = path
    }
}
