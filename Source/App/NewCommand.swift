import ArgumentParser
import ComicData
import ComicSettings
import ComicUI
import Foundation

/// `xkcd new`: for the shell prompt, the comics out since the person last
/// saw the newest. Cheap when nothing is due: one read of the database.
struct NewCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "new",
        abstract: "Say which comics came out since you last saw the newest: a line for the shell prompt.",
        usage: "xkcd new [--count] [--json] [--no-wait] [--check-every <interval>] [--timeout <seconds>] [<options>]",
        discussion: """
            Prints nothing and exits 1 when nothing is new since you last saw the newest comic (in the reader, \
            or with 'xkcd show latest'); else one line ('2 new xkcd comics: #3103 Exoplanet System, #3104 Tukey') \
            and exits 0. The network is asked at most once per --check-every, with one conditional request for \
            the newest comic; otherwise the answer comes from the database.
            """
    ).parsedAlone()

    @OptionGroup var global: GlobalOptions

    @Flag(name: .customLong("count"), help: "Print the number of new comics alone.")
    var countOnly = false

    @Flag(help: "Print JSON only: count, newest, last_seen and comics (num and title); printed when none is new too.")
    var json = false

    @Flag(
        name: .customLong("no-wait"),
        help: "Answer from the database at once; a check that is due runs in a detached background process.")
    var noWait = false

    @Option(
        name: .customLong("check-every"),
        help: "Ask the network at most this often: 90s, 30m, 1h, 2d; 0 for every time (config check-every; default 1h)."
    )
    var checkEvery: String?

    @Option(help: "Seconds the network check may take.")
    var timeout: Double = 1

    /// The background process `--no-wait` starts: the check alone, no output.
    @Flag(name: .customLong("refresh-only"), help: .private)
    var refreshOnly = false

    func validate() throws {
        try SettingFlags.check(flags)
        guard timeout >= 0.1, timeout <= 60 else {
            throw ValidationError("--timeout must be from 0.1 to 60 seconds, got \(timeout)")
        }
        if countOnly && json { throw ValidationError("--count and --json do not go together") }
    }

    var flags: [SettingKey: SettingFlag] { checkEvery.map { [.checkEvery: .text($0)] } ?? [:] }

    func run() async throws {
        try await CommandFailure.reporting {
            let settings = try global.settings(flags)
            let path = try settings.databaseLocation()
            let check = NewComicCheck(
                database: try AppDatabase(path: path, connections: .oneReadingInline), baseURL: settings.baseURL)
            if refreshOnly {
                guard RefreshLock.take(besideDatabase: path) else { return }
                _ = await check.refresh(client: networkClient(settings), now: Date())
                return
            }
            if !settings.offline, try await check.isDue(every: settings.checkEvery, now: Date()) {
                if noWait {
                    await startBackgroundCheck(check, database: path, baseURL: settings.baseURL)
                } else {
                    _ = await check.refresh(client: networkClient(settings), now: Date())
                }
            }
            try NewComicReport.report(try await check.report(), countOnly: countOnly, json: json).emit()
        }
    }

    /// The check in a detached process, unless one is out already: its answer is the next prompt's.
    private func startBackgroundCheck(_ check: NewComicCheck, database: String, baseURL: URL) async {
        guard !RefreshLock.isHeld(besideDatabase: database) else { return }
        // Taken before it starts: the next prompt does not start another.
        try? await check.store.noteChecked(check.newestURL, at: Date())
        BackgroundRefresh.start(
            ["new", "--refresh-only", "--timeout", "\(timeout)", "--db", database, "--base-url"]
                + [baseURL.absoluteString])
    }

    /// One request, no retries, everything within `--timeout`.
    private func networkClient(_ settings: Settings) -> CurlNetworkClient {
        var configuration = CurlNetworkClient.Configuration()
        let deadline = Duration.milliseconds(Int(timeout * 1000))
        configuration.requestDeadline = deadline
        configuration.connectTimeout = deadline
        configuration.trust = settings.certificates
        return CurlNetworkClient(configuration: configuration)
    }
}
