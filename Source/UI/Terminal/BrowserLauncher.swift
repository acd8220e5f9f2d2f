import ComicData
import Foundation

#if canImport(Glibc)
import Glibc
#endif

/// Opens a comic's page on xkcd.com, or its explain xkcd article, in a browser.
///
/// Runs `$BROWSER` (a colon-separated list of commands; `%s` stands for the
/// link, else it comes last) or `xdg-open`, directly, never through a
/// shell: the link is one argument. Only the two links `ComicLink` builds
/// from a number are opened. In a remote session (`SSH_CONNECTION`), or
/// with no browser to run, the caller shows the link instead.
public struct BrowserLauncher: Sendable {
    /// A program to run and its arguments, `arguments[0]` being its name.
    public struct Command: Sendable, Hashable {
        public let path: String
        public let arguments: [String]

        public init(path: String, arguments: [String]) {
            self.path = path
            self.arguments = arguments
        }
    }

    public enum Failure: Error, Sendable, Hashable, CustomStringConvertible {
        /// Not one of the two links built from a comic number.
        case refused
        case cannotStart(program: String, reason: String)

        public var description: String {
            switch self {
            case .refused: "only xkcd.com and explain xkcd pages of a comic are opened"
            case .cannotStart(let program, let reason): "cannot start \(program): \(reason)"
            }
        }
    }

    private let environment: [String: String]
    private let isExecutable: @Sendable (String) -> Bool
    private let start: @Sendable (Command) throws(Failure) -> Void

    public init(
        environment: [String: String] = ProcessInfo.processInfo.environment,
        isExecutable: @escaping @Sendable (String) -> Bool = { FileManager.default.isExecutableFile(atPath: $0) },
        start: @escaping @Sendable (Command) throws(Failure) -> Void = BrowserLauncher.spawnDetached
    ) {
        self.environment = environment
        self.isExecutable = isExecutable
        self.start = start
    }

    public func open(_ link: ComicLink) throws(Failure) -> LinkOpening {
        try open(url: link.text)
    }

    /// Opens `url` if it is one of the two links built from a comic number.
    public func open(url: String) throws(Failure) -> LinkOpening {
        guard let command = try command(for: url) else { return .show(url) }
        try start(command)
        return .opened(url)
    }

    /// What would run for `url`; nil when the link should be shown instead.
    public func command(for url: String) throws(Failure) -> Command? {
        guard let link = ComicLink(url: url), link.text == url else { throw .refused }
        if let remote = environment["SSH_CONNECTION"], !remote.isEmpty { return nil }
        for entry in (environment["BROWSER"] ?? "").split(separator: ":") {
            let words = entry.split(whereSeparator: \.isWhitespace).map(String.init)
            guard let program = words.first, let path = resolve(program) else { continue }
            let hasPlaceholder = words.dropFirst().contains { $0.contains("%s") }
            let arguments = words.map { $0.replacingOccurrences(of: "%s", with: link.text) }
            return Command(path: path, arguments: hasPlaceholder ? arguments : arguments + [link.text])
        }
        // xdg-open on a console would start a text browser fighting the reader for the terminal.
        let hasDisplay = [environment["DISPLAY"], environment["WAYLAND_DISPLAY"]].contains { !($0 ?? "").isEmpty }
        guard hasDisplay, let path = resolve("xdg-open") else { return nil }
        return Command(path: path, arguments: ["xdg-open", link.text])
    }

    /// A program's path: as given when it holds a slash, else found on `PATH`.
    private func resolve(_ program: String) -> String? {
        if program.contains("/") { return isExecutable(program) ? program : nil }
        let folders = (environment["PATH"] ?? "/usr/local/bin:/usr/bin:/bin").split(separator: ":")
        return folders.lazy.map { "\($0)/\(program)" }.first(where: isExecutable)
    }

    /// Starts `command` in its own process group, its standard streams on
    /// /dev/null (its output would write over the screen), with default
    /// signals; a thread reaps it.
    @Sendable public static func spawnDetached(_ command: Command) throws(Failure) {
        var actions = posix_spawn_file_actions_t()
        var attributes = posix_spawnattr_t()
        posix_spawn_file_actions_init(&actions)
        posix_spawnattr_init(&attributes)
        defer {
            posix_spawn_file_actions_destroy(&actions)
            posix_spawnattr_destroy(&attributes)
        }
        for descriptor: Int32 in 0...2 {
            posix_spawn_file_actions_addopen(
                &actions, descriptor, "/dev/null", descriptor == 0 ? O_RDONLY : O_WRONLY, 0)
        }
        var noSignals = sigset_t()
        var allSignals = sigset_t()
        sigemptyset(&noSignals)
        sigfillset(&allSignals)
        posix_spawnattr_setsigmask(&attributes, &noSignals)
        posix_spawnattr_setsigdefault(&attributes, &allSignals)
        // Its own process group: keys meant for the reader never signal it.
        posix_spawnattr_setpgroup(&attributes, 0)
        posix_spawnattr_setflags(
            &attributes, Int16(POSIX_SPAWN_SETPGROUP | POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))

        var argv: [UnsafeMutablePointer<CChar>?] = command.arguments.map { strdup($0) } + [nil]
        defer { for argument in argv { free(argument) } }
        var pid: pid_t = 0
        let status = posix_spawn(&pid, command.path, &actions, &attributes, &argv, environ)
        guard status == 0 else {
            throw .cannotStart(
                program: command.arguments.first ?? command.path, reason: String(cString: strerror(status)))
        }
        let child = pid
        Thread.detachNewThread { _ = waitpid(child, nil, 0) }
    }
}
