import ComicData
import Foundation

#if canImport(Glibc)
import Glibc
#endif

/// Opens a comic's page on xkcd.com, its explain xkcd article, or its own
/// link on xkcd.com (`L`), in a browser.
///
/// Runs `$BROWSER` (a colon-separated list of commands; `%s` stands for the
/// link, else it comes last) or `xdg-open`, directly, never through a
/// shell: the link is one argument. Only the links `ComicLink` builds from
/// a number and those `OwnLink` accepts are opened. In a remote session
/// (`SSH_CONNECTION`), or with no browser to run, the caller shows the link instead.
public struct BrowserLauncher: Sendable {
    /// A program to run and its arguments, `arguments[0]` being its name.
    public struct Command: Sendable, Hashable {
        public let path: String
        public let arguments: [String]
        /// A text browser (w3m, lynx, or any browser with no display to
        /// show a window on): it gets the terminal and is waited for. A
        /// graphical one starts detached, so the reader never waits on a window.
        public let usesTerminal: Bool

        public init(path: String, arguments: [String], usesTerminal: Bool = true) {
            self.path = path
            self.arguments = arguments
            self.usesTerminal = usesTerminal
        }
    }

    /// Browsers that draw in the terminal, by program name.
    static let textBrowsers: Set<String> = ["w3m", "lynx", "links", "links2", "elinks", "browsh", "www-browser"]

    public enum Failure: Error, Sendable, Hashable, CustomStringConvertible {
        /// Not a link built from a comic number, nor a comic's own link on xkcd.com.
        case refused
        case cannotStart(program: String, reason: String)

        public var description: String {
            switch self {
            case .refused: "only a comic's pages on xkcd.com and explain xkcd, and its own link on xkcd.com, are opened"
            case .cannotStart(let program, let reason): "cannot start \(program): \(reason)"
            }
        }
    }

    private let facts: BrowserFacts
    private let isExecutable: @Sendable (String) -> Bool
    /// The wiki whose explanation pages are opened (`--explain-url`'s, else explain xkcd's).
    private let explanationPagePrefix: String

    public init(
        facts: BrowserFacts = BrowserFacts(),
        isExecutable: @escaping @Sendable (String) -> Bool = { FileManager.default.isExecutableFile(atPath: $0) },
        explanationPagePrefix: String = ComicLink.defaultExplanationPagePrefix
    ) {
        self.facts = facts
        self.isExecutable = isExecutable
        self.explanationPagePrefix = explanationPagePrefix
    }

    /// Runs `command`: in the foreground when it uses the terminal (its exit
    /// status comes back), else detached (0 once it started).
    public static func run(_ command: Command) async throws(Failure) -> Int32 {
        guard command.usesTerminal else {
            try spawnDetached(command)
            return 0
        }
        return try await runInForeground(command)
    }

    /// What would run for `url`; nil when the link should be shown instead.
    public func command(for url: String) throws(Failure) -> Command? {
        let comicLink = ComicLink(url: url, explanationPagePrefix: explanationPagePrefix)
        guard comicLink?.text == url || OwnLink.checked(url) == url else { throw .refused }
        if facts.isRemote { return nil }
        let hasDisplay = facts.hasDisplay
        for entry in facts.browser.split(separator: ":") {
            let words = entry.split(whereSeparator: \.isWhitespace).map(String.init)
            guard let program = words.first, let path = resolve(program) else { continue }
            let hasPlaceholder = words.dropFirst().contains { $0.contains("%s") }
            let arguments = words.map { $0.replacingOccurrences(of: "%s", with: url) }
            let name = String(program.split(separator: "/").last ?? Substring(program))
            return Command(
                path: path, arguments: hasPlaceholder ? arguments : arguments + [url],
                usesTerminal: !hasDisplay || Self.textBrowsers.contains(name))
        }
        // xdg-open on a console would start a text browser fighting the reader for the terminal.
        guard hasDisplay, let path = resolve("xdg-open") else { return nil }
        return Command(path: path, arguments: ["xdg-open", url], usesTerminal: false)
    }

    /// What opens links here, as `xkcd config` shows it: the program, or
    /// none and why (the link is shown instead).
    public var opener: String {
        if facts.isRemote { return "none (over SSH: links are shown)" }
        for entry in facts.browser.split(separator: ":") {
            guard let program = entry.split(whereSeparator: \.isWhitespace).first.map(String.init) else { continue }
            if let path = resolve(program) { return "\(path) (BROWSER)" }
        }
        guard facts.hasDisplay, let path = resolve("xdg-open") else { return "none (no display: links are shown)" }
        return path
    }

    /// A program's path: as given when it holds a slash, else found on `PATH`.
    private func resolve(_ program: String) -> String? {
        if program.contains("/") { return isExecutable(program) ? program : nil }
        let folders = facts.path.split(separator: ":")
        return folders.lazy.map { "\($0)/\(program)" }.first(where: isExecutable)
    }

    /// Runs `command` with the terminal (its standard streams are the
    /// reader's, in the reader's process group, so a text browser can use
    /// it), and waits for it on a thread of its own; its exit status, or
    /// 128 + the signal that ended it.
    public static func runInForeground(_ command: Command) async throws(Failure) -> Int32 {
        let child = try spawn(command, detached: false)
        return await withCheckedContinuation { continuation in
            Thread.detachNewThread {
                var status: Int32 = 0
                while waitpid(child, &status, 0) < 0, errno == EINTR {}
                // WIFEXITED / WEXITSTATUS / WTERMSIG, which Swift does not import.
                let signal = status & 0x7F
                continuation.resume(returning: signal == 0 ? (status >> 8) & 0xFF : 128 + signal)
            }
        }
    }

    /// Starts `command` in its own process group, its standard streams on
    /// /dev/null (its output would write over the screen), with default
    /// signals; a thread reaps it.
    @Sendable public static func spawnDetached(_ command: Command) throws(Failure) {
        let child = try spawn(command, detached: true)
        Thread.detachNewThread { _ = waitpid(child, nil, 0) }
    }

    /// Starts `command` with no signal blocked or ignored; `detached`: in a
    /// process group of its own (keys meant for the reader never signal
    /// it), its standard streams on /dev/null.
    private static func spawn(_ command: Command, detached: Bool) throws(Failure) -> pid_t {
        var actions = posix_spawn_file_actions_t()
        var attributes = posix_spawnattr_t()
        posix_spawn_file_actions_init(&actions)
        posix_spawnattr_init(&attributes)
        defer {
            posix_spawn_file_actions_destroy(&actions)
            posix_spawnattr_destroy(&attributes)
        }
        var noSignals = sigset_t()
        var allSignals = sigset_t()
        sigemptyset(&noSignals)
        sigfillset(&allSignals)
        posix_spawnattr_setsigmask(&attributes, &noSignals)
        posix_spawnattr_setsigdefault(&attributes, &allSignals)
        var flags = POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF
        if detached {
            for descriptor: Int32 in 0...2 {
                posix_spawn_file_actions_addopen(
                    &actions, descriptor, "/dev/null", descriptor == 0 ? O_RDONLY : O_WRONLY, 0)
            }
            posix_spawnattr_setpgroup(&attributes, 0)
            flags |= POSIX_SPAWN_SETPGROUP
        }
        posix_spawnattr_setflags(&attributes, Int16(flags))

        var argv: [UnsafeMutablePointer<CChar>?] = command.arguments.map { strdup($0) } + [nil]
        defer { for argument in argv { free(argument) } }
        var pid: pid_t = 0
        let status = posix_spawn(&pid, command.path, &actions, &attributes, &argv, environ)
        guard status == 0 else {
            throw .cannotStart(
                program: command.arguments.first ?? command.path, reason: String(cString: strerror(status)))
        }
        return pid
    }
}
