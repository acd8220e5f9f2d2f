import ComicTestSupport
import Foundation
import Testing

extension Tmux {
    /// Runs the reader against `base` in a new tmux session and drives it;
    /// the session is killed however the driving ends. Images are off unless
    /// `imagesOff` is false. The shell runs `before` first; when the reader
    /// exits it prints `EXIT=<status>`, then `MODE: ` and the terminal's
    /// `icanon`/`echo` modes the reader left, then END-MODE and END-READER.
    /// `environment` is a shell prefix of more variables (`NAME='value' …`),
    /// `arguments` go after the binary. Twenty rows by default: the reader
    /// reads two screens ahead, which is then two pages (40 comics) to start, not three.
    static func withReader(
        base: URL, runner: BinaryRunner, columns: Int = 100, rows: Int = 20, environment: String = "",
        arguments: String = "", imagesOff: Bool = true, before: String = "", _ drive: (Tmux) async throws -> Void
    ) async throws {
        let binary = try BinaryRunner.executable.path
        let tmux = Tmux(name: "xkcd-test-\(UUID().uuidString.prefix(8))")
        let images = imagesOff ? "XKCD_IMAGES=none " : ""
        let script = """
            \(before) \(images)XKCD_DB='\(runner.databasePath)' XKCD_BASE_URL='\(base.absoluteString)' HOME='\(runner.directory.path)' \(environment) '\(binary)' \(arguments); \
            echo "EXIT=$?"; printf 'MODE: '; stty -a | tr ' ' '\\n' | grep -x -e icanon -e -icanon -e echo -e -echo | tr '\\n' ' '; \
            echo END-MODE; echo END-READER; sleep 60
            """
        try await tmux.start(columns: columns, rows: rows, command: script)
        do {
            try await drive(tmux)
            await tmux.kill()
        } catch {
            await tmux.kill()
            throw error
        }
    }
}

extension Tmux {
    /// Runs a tmux command that is not about one session (options, buffers); its output.
    @discardableResult
    static func command(_ arguments: [String]) async throws -> String {
        let result = try await ChildProcess.run(executable, server + arguments)
        guard result.status == 0 else { throw TmuxError.failed(arguments, result.stdout + result.stderr) }
        return result.stdout
    }

    /// Sends bytes to the pane as if the terminal wrote them (mouse reports, for one).
    func sendBytes(_ text: String) async throws {
        try await Self.command(["send-keys", "-t", name, "-l", text])
    }
}

extension Tmux {
    /// What to install when tmux is missing; nil when it is there.
    static var unavailableReason: String? {
        isAvailable ? nil : "tmux is not installed (apt-get install tmux)"
    }
}

extension Trait where Self == ConditionTrait {
    /// A suite that drives the reader in tmux: without tmux it does not run,
    /// and says so in one line (`SuiteSkip`) rather than passing silently.
    static func needsTmux(_ suite: String = #fileID) -> Self {
        .enabled(if: SuiteSkip.runs(suite, unless: Tmux.unavailableReason))
    }
}
