/// Links in a browser: a browser that uses the terminal (w3m, lynx) gets
/// it, as after Ctrl-Z, and the reader waits for it and repaints; a
/// graphical one starts detached. The status line says what became of the
/// link, and claims nothing on failure.
extension ReaderPump {
    func openInBrowser(_ url: String, with session: TerminalSession) async -> String {
        let command: BrowserLauncher.Command?
        do {
            command = try browser.command(for: url)
        } catch {
            return "Could not open \(url): \(error)"
        }
        guard let command else { return "No browser here: \(url)" }
        guard command.usesTerminal else {
            // A window of its own: started, not waited for (a browser not yet running would hold the reader).
            do { _ = try await BrowserLauncher.run(command) } catch { return "Could not open \(url): \(error)" }
            return "Opened \(url)"
        }
        do {
            let status = try await session.handOver { try await BrowserLauncher.run(command) }
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
