import Foundation

/// Debian's MediaWiki (1.39) on 127.0.0.1, as explain xkcd is a MediaWiki:
/// a fresh SQLite wiki with explain xkcd's templates (`ExplainWikiFixtures`),
/// served by PHP's built-in server. `api.php` answers `action=parse` and
/// `action=query` as the real wiki does; its request log lets a test count them.
public final class MediaWikiServer: @unchecked Sendable {
    // Safe to share: everything is set once in init and only read after.
    public let port: Int
    public let directory: URL
    private let process: Process

    public enum Failure: Error, CustomStringConvertible {
        case noFreePort
        case unavailable(String)
        case maintenance(String, String)
        case didNotStart(String)
        case answered(Int)

        public var description: String {
            switch self {
            case .noFreePort: "no free port on 127.0.0.1"
            case .unavailable(let reason): reason
            case .maintenance(let script, let output): "MediaWiki's \(script) failed: \(output.suffix(600))"
            case .didNotStart(let log): "php -S did not start: \(log.suffix(600))"
            case .answered(let status): "the wiki answered HTTP \(status)"
            }
        }
    }

    static let installation = URL(fileURLWithPath: "/usr/share/mediawiki")
    static let php = URL(fileURLWithPath: "/usr/bin/php")
    static let packages = "apt-get install --no-install-recommends mediawiki php8.2-cli php8.2-sqlite3"

    /// Why no wiki can run here (what to install), or nil when it can.
    public static var unavailableReason: String? {
        let manager = FileManager.default
        guard manager.isExecutableFile(atPath: php.path) else { return "php is not installed (\(packages))" }
        guard manager.fileExists(atPath: installation.appendingPathComponent("maintenance/install.php").path) else {
            return "mediawiki is not installed (\(packages))"
        }
        let sqlite = (try? manager.contentsOfDirectory(atPath: "/etc/php/8.2/cli/conf.d")) ?? []
        guard sqlite.contains(where: { $0.hasSuffix("pdo_sqlite.ini") }) else {
            return "PHP's SQLite driver is not installed (\(packages))"
        }
        return nil
    }

    /// Installs a wiki with the templates and `pages`, then serves it.
    /// About 3 s: start one per suite, not one per test.
    public static func start(pages: [ExplainWikiPage]? = nil) async throws -> MediaWikiServer {
        if let reason = unavailableReason { throw Failure.unavailable(reason) }
        guard let port = FreePort.find() else { throw Failure.noFreePort }
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
            "xkcd-mediawiki-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        try await install(in: directory, port: port)
        let all = try ExplainWikiFixtures.templates() + (pages ?? ExplainWikiFixtures.comicPages())
        try await importPages(all, in: directory)
        return try MediaWikiServer(port: port, directory: directory)
    }

    private init(port: Int, directory: URL) throws {
        self.port = port
        self.directory = directory
        process = Process()
        // Under timeout(1), which puts the server and its workers in a group
        // of their own (one kill ends them all) and ends them even if the
        // tests die first.
        process.executableURL = URL(fileURLWithPath: "/usr/bin/timeout")
        process.arguments = [
            "-s", "KILL", "1800", Self.php.path, "-S", "127.0.0.1:\(port)", "-t", Self.installation.path,
        ]
        process.environment = Self.environment(directory).merging(["PHP_CLI_SERVER_WORKERS": "4"]) { $1 }
        _ = FileManager.default.createFile(atPath: directory.appendingPathComponent("server.log").path, contents: nil)
        let log = try FileHandle(forWritingTo: directory.appendingPathComponent("server.log"))
        process.standardOutput = log
        process.standardError = log
        try process.run()
        guard FreePort.waitUntilListening(port: port, while: { self.process.isRunning }) else {
            stop()
            throw Failure.didNotStart(serverLog)
        }
    }

    deinit { stop() }

    public var baseURL: URL { URL(string: "http://127.0.0.1:\(port)") ?? URL(fileURLWithPath: "/") }
    /// What `--explain-url` takes: the wiki's `api.php`.
    public var apiURL: URL { baseURL.appendingPathComponent("api.php") }

    /// Stops the server and its workers: PHP leaves its workers running
    /// when only their parent is killed, so the whole group goes.
    public func stop() {
        guard process.isRunning else { return }
        // SIGKILL: a child started from a test thread may inherit a mask that blocks SIGTERM.
        kill(-process.processIdentifier, SIGKILL)
        kill(process.processIdentifier, SIGKILL)
        process.waitUntilExit()
    }

    /// Saves `text` as a new revision of `title` (creating the page if new).
    public func edit(_ title: String, text: String, summary: String = "test edit") async throws {
        try await Self.maintenance(
            "edit.php", ["--summary", summary, "--user", "Admin", title], in: directory, input: text)
    }

    /// The request targets PHP logged so far, in order (e.g. `/api.php?action=parse&…`).
    public var loggedRequests: [String] {
        serverLog.split(separator: "\n").compactMap { line in
            guard let range = line.range(of: "]: GET ") ?? line.range(of: "]: POST ") else { return nil }
            return line[range.upperBound...].split(separator: " ").first.map(String.init)
        }
    }

    /// Requests whose target contains `fragment`, e.g. `action=parse`.
    public func requests(containing fragment: String) -> [String] {
        loggedRequests.filter { $0.removingPercentEncoding?.contains(fragment) ?? $0.contains(fragment) }
    }

    private var serverLog: String {
        (try? String(contentsOf: directory.appendingPathComponent("server.log"), encoding: .utf8)) ?? ""
    }

    static func environment(_ directory: URL) -> [String: String] {
        var environment = ProcessInfo.processInfo.environment
        environment["MW_CONFIG_FILE"] = directory.appendingPathComponent("LocalSettings.php").path
        return environment
    }

    private static func install(in directory: URL, port: Int) async throws {
        try await maintenance(
            "install.php",
            [
                "--dbtype", "sqlite", "--dbpath", directory.path, "--server", "http://127.0.0.1:\(port)",
                "--scriptpath", "", "--confpath", directory.path, "--pass", "explain-xkcd-tests",
                "--skins", "Vector", "explain xkcd", "Admin",
            ], in: directory, configured: false)
        let settings = directory.appendingPathComponent("LocalSettings.php")
        let handle = try FileHandle(forWritingTo: settings)
        defer { try? handle.close() }
        try handle.seekToEnd()
        try handle.write(contentsOf: Data(extraSettings.utf8))
    }

    /// `<ref>` needs Cite; nothing is cached, so an edit shows in the next
    /// parse; jobs never run inside a request, which keeps answers quick.
    static let extraSettings = """

        wfLoadExtension( 'Cite' );
        $wgEnableUploads = false;
        $wgMainCacheType = CACHE_NONE;
        $wgParserCacheType = CACHE_NONE;
        $wgJobRunRate = 0;
        $wgShowExceptionDetails = true;

        """

    private static func importPages(_ pages: [ExplainWikiPage], in directory: URL) async throws {
        let folder = directory.appendingPathComponent("import")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        var files: [String] = []
        for page in pages {
            // importTextFiles names each page after its file, minus the extension.
            let file = folder.appendingPathComponent(page.title.replacingOccurrences(of: " ", with: "_") + ".txt")
            try page.text.write(to: file, atomically: true, encoding: .utf8)
            files.append(file.path)
        }
        try await maintenance("importTextFiles.php", ["--summary", "fixture"] + files, in: directory)
    }

    private static func maintenance(
        _ script: String, _ arguments: [String], in directory: URL, configured: Bool = true, input: String? = nil
    ) async throws {
        let path = installation.appendingPathComponent("maintenance/\(script)").path
        let result = try await ChildProcess.run(
            php, [path] + arguments,
            environment: configured ? environment(directory) : ProcessInfo.processInfo.environment, input: input)
        guard result.status == 0 else { throw Failure.maintenance(script, result.stdout + result.stderr) }
    }
}
