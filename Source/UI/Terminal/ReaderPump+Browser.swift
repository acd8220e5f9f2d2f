/// Links in a browser: a browser that uses the terminal (w3m, lynx) gets
/// it, as after Ctrl-Z, and the reader waits for it and repaints; the
/// status line says what became of the link, and claims nothing on failure.
extension ReaderPump {
    func openInBrowser(_ url: String, with session: TerminalSession) async -> String {
        let command: BrowserLauncher.Command?
        do {
            command = try services.browserCommand(for: url)
        } catch {
            return "Could not open \(url): \(error)"
        }
        guard let command else { return "No browser here: \(url)" }
        do {
            let status = try await session.handOver { try await services.runBrowser(command) }
            guard status == 0 else { return "Could not open \(url): \(Self.browserName(command)) exited \(status)" }
            return "Opened \(url)"
        } catch {
            return "Could not open \(url): \(error)"
        }
    }

    /// How the message names what ran: `xdg-open`, else the `$BROWSER` it came from.
    static func browserName(_ command: BrowserLauncher.Command) -> String {
        command.arguments.first == "xdg-open" ? "xdg-open" : "BROWSER"
    }
}
