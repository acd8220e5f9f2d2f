import ComicTestSupport
import Foundation
import Testing

/// Drives the real binary in a pseudo-terminal through tmux, for what needs
/// a process and a terminal emulator: a real signal's end, and the styles a
/// terminal shows (re-encoded by tmux). The rest of the reader runs in
/// process on a pseudo-terminal (`ComicUITests`, `UnitTests/UI/Reader`).
@Suite("The interactive reader in a terminal", .needsTmux(), .timeLimit(.minutes(2)))
struct InteractiveReaderTests {
    @Test("SIGTERM ends the reader as quitting does: terminal restored, exit status 143")
    func terminatedBySignal() async throws {
        try await withComicSite(.small) { base in
            let runner = try BinaryRunner(baseURL: base)
            try await Tmux.withReader(base: base, runner: runner, columns: 80, rows: 24) { tmux in
                _ = try await tmux.waitForScreen { $0.contains("xkcd — Latest") && $0.contains("Guest Week") }
                try await tmux.signalChildren(of: "TERM")
                let screen = try await tmux.waitForScreen { $0.contains("END-MODE") }
                #expect(screen.contains("EXIT=143"))
                #expect(screen.contains("MODE: icanon echo"))
            }
        }
    }

    @Test("Colour on: SGR colours on screen; NO_COLOR: reverse, bold and dim only", arguments: [false, true])
    func styles(noColor: Bool) async throws {
        try await withComicSite(.small) { base in
            let runner = try BinaryRunner(baseURL: base)
            let before = noColor ? "export NO_COLOR=1;" : "unset NO_COLOR;"
            try await Tmux.withReader(base: base, runner: runner, rows: 30, imagesOff: false, before: before) { tmux in
                // Given a bookmarked comic that is not selected, so its mark shows in its own colour.
                _ = try await tmux.waitForScreen { $0.contains("xkcd — Latest") && $0.contains("Guest Week") }
                try await tmux.sendKeys("b")
                _ = try await tmux.waitForScreen { Self.row(410, in: $0)?.contains("*") == true }
                try await tmux.sendKeys("j")
                _ = try await tmux.waitForScreen { Self.row(409, in: $0)?.hasPrefix("›") == true }
                let screen = try await tmux.captureWithStyles()
                #expect(screen.contains("\u{1B}[7m"), "reverse selection and status line")
                #expect(screen.contains("\u{1B}[2m"), "dim numbers and dates")
                let colours = screen.matches(of: /\u{1B}\[([0-9;]*;)?3[0-7](;[0-9;]*)?m/).count
                if noColor {
                    #expect(colours == 0, "\(screen)")
                } else {
                    #expect(colours > 0, "\(screen)")
                }
                try await tmux.sendKeys("q")
            }
        }
    }

    /// The screen line that shows comic `number`: after the selection and unread columns.
    static func row(_ number: Int, in screen: String) -> String? {
        screen.split(separator: "\n").first { $0.dropFirst(2).drop { $0 == " " }.hasPrefix("\(number) ") }
            .map(String.init)
    }

    static func selected(_ number: Int, in screen: String) -> Bool {
        row(number, in: screen)?.hasPrefix("›") == true
    }
}

/// A tmux session holding one command in a pseudo-terminal of a fixed size.
struct Tmux {
    let name: String

    static var isAvailable: Bool {
        FileManager.default.isExecutableFile(atPath: "/usr/bin/tmux")
    }

    /// Every byte the pane's program writes, appended from the start: a wait
    /// captures the screen again only once it has grown (a capture is a process).
    var outputFile: URL { FileManager.default.temporaryDirectory.appendingPathComponent("\(name)-output") }

    func start(columns: Int, rows: Int, command: String) async throws {
        try Data().write(to: outputFile)
        let arguments = [
            "new-session", "-d", "-s", name, "-x", "\(columns)", "-y", "\(rows)", "sh", "-c", command, ";",
            "pipe-pane", "-t", name, "cat >> '\(outputFile.path)'",
        ]
        do {
            try await run(arguments)
        } catch TmuxError.failed(_, let output) where output.contains("server exited unexpectedly") {
            // The last session of another test just ended and took the server with it: start a new one.
            try await run(arguments)
        }
    }

    /// Sends keys in one write, as a burst: each must count.
    func sendKeys(_ keys: String...) async throws {
        try await run(["send-keys", "-t", name] + keys)
    }

    /// Sends a signal to the programs the pane's shell started.
    func signalChildren(of signal: String) async throws {
        let shell = try await run(["list-panes", "-t", name, "-F", "#{pane_pid}"])
            .trimmingCharacters(in: .whitespacesAndNewlines)
        let result = try await ChildProcess.run(URL(fileURLWithPath: "/usr/bin/pkill"), ["-\(signal)", "-P", shell])
        guard result.status == 0 else { throw TmuxError.failed(["pkill", shell], result.stderr) }
    }

    func capture() async throws -> String {
        try await run(["capture-pane", "-p", "-t", name])
    }

    /// The screen with its styles, as tmux re-encodes them in SGR sequences.
    func captureWithStyles() async throws -> String {
        try await run(["capture-pane", "-p", "-e", "-t", name])
    }

    /// Captures the screen until `condition` holds; throws with the last screen after `within`.
    /// A new capture waits for new output to pause (a frame is often written
    /// in pieces), or a second, whichever comes first.
    func waitForScreen(within: Duration = .seconds(15), _ condition: (String) -> Bool) async throws -> String {
        let clock = ContinuousClock()
        let deadline = clock.now + within
        var screen = ""
        // The output's size at the last capture (-1: none yet), and at the last look.
        var (capturedSize, capturedAt): (Int?, ContinuousClock.Instant) = (-1, clock.now)
        var lastSize = outputSize()
        while clock.now < deadline {
            let size = outputSize()
            let settled = size == lastSize && size != capturedSize
            if settled || clock.now - capturedAt >= .seconds(1) {
                (capturedSize, capturedAt) = (size, clock.now)
                screen = try await capture()
                if condition(screen) { return screen }
            }
            lastSize = size
            try await Task.sleep(for: .milliseconds(15))
        }
        throw TmuxError.timedOut(screen: screen)
    }

    private func outputSize() -> Int? {
        (try? FileManager.default.attributesOfItem(atPath: outputFile.path))?[.size] as? Int
    }

    func kill() async {
        _ = try? await ChildProcess.run(Self.executable, Self.server + ["kill-session", "-t", name])
        try? FileManager.default.removeItem(at: outputFile)
    }

    static let executable = URL(fileURLWithPath: "/usr/bin/tmux")
    /// The tests' own tmux server, one per temporary directory: a server that
    /// another checkout's tests started would run that checkout's binary.
    static let server = ["-S", FileManager.default.temporaryDirectory.appendingPathComponent("xkcd-tests.tmux").path]

    @discardableResult
    private func run(_ arguments: [String]) async throws -> String {
        let result = try await ChildProcess.run(Self.executable, Self.server + arguments)
        guard result.status == 0 else { throw TmuxError.failed(arguments, result.stdout + result.stderr) }
        return result.stdout
    }

    enum TmuxError: Error, CustomStringConvertible {
        case failed([String], String)
        case timedOut(screen: String)

        var description: String {
            switch self {
            case .failed(let arguments, let output): "tmux \(arguments.joined(separator: " ")) failed: \(output)"
            case .timedOut(let screen): "the screen never showed what was expected; it shows:\n\(screen)"
            }
        }
    }
}
