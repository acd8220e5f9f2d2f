import ComicTestSupport
import Foundation

extension Tmux {
    /// Runs the reader, images off, against `base` in a new tmux session and
    /// drives it; the session is killed however the driving ends. The shell
    /// prints END-READER when the reader exits. `environment` is a shell
    /// prefix of more variables (`NAME='value' …`), `arguments` go after the binary.
    /// Twenty rows by default: the reader reads two screens ahead, which is
    /// then two pages (40 comics) to start, not three.
    static func withReader(
        base: URL, runner: BinaryRunner, columns: Int = 100, rows: Int = 20, environment: String = "",
        arguments: String = "", _ drive: (Tmux) async throws -> Void
    ) async throws {
        let binary = try BinaryRunner.executable.path
        let tmux = Tmux(name: "xkcd-test-\(UUID().uuidString.prefix(8))")
        let script = """
            XKCD_IMAGES=none XKCD_DB='\(runner.databasePath)' XKCD_BASE_URL='\(base.absoluteString)' HOME='\(runner.directory.path)' \(environment) '\(binary)' \(arguments); \
            echo "EXIT=$?"; echo END-READER; sleep 60
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
