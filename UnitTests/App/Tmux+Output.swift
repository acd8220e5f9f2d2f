import Foundation

/// What a pane's program writes, byte for byte, from the moment it is recorded.
///
/// A capture shows the screen as it is; a frame that came and went between
/// two captures is only here. A test waits on it for proof that something
/// happened whose end looks like its start (a retry that fails again).
struct PaneOutput {
    let file: URL

    /// Everything written so far, escape sequences included.
    func text() -> String {
        (try? Data(contentsOf: file)).map { String(decoding: $0, as: UTF8.self) } ?? ""
    }

    /// Polls the output until `condition` holds; throws with what was written after `within`.
    func wait(within: Duration = .seconds(15), for condition: (String) -> Bool) async throws {
        let deadline = ContinuousClock.now + within
        var written = ""
        while ContinuousClock.now < deadline {
            written = text()
            if condition(written) { return }
            try await Task.sleep(for: .milliseconds(50))
        }
        throw Tmux.TmuxError.timedOut(screen: "(the output, escapes shown as \\e)\n" + Self.visible(written))
    }

    func remove() {
        try? FileManager.default.removeItem(at: file)
    }

    private static func visible(_ written: String) -> String {
        written.replacingOccurrences(of: "\u{1B}", with: "\\e")
    }
}

extension Tmux {
    /// Starts copying the pane's output to a new file as well as to the
    /// session's; tmux sets up the pipe before the command returns, so
    /// nothing written after it is missed, and nothing before it is there.
    func recordOutput() async throws -> PaneOutput {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("\(name)-recorded")
        try Data().write(to: file)
        try await Self.command(["pipe-pane", "-t", name, "tee -a '\(outputFile.path)' > '\(file.path)'"])
        return PaneOutput(file: file)
    }
}
