@testable import xkcd

extension XKCDCommand {
    /// The message ArgumentParser prints after "Error: " for a command line
    /// that does not parse; nil when it parses. Nothing runs.
    static func parseMessage(_ arguments: [String]) -> String? {
        do {
            _ = try parse(commandLine: arguments)
            return nil
        } catch {
            return message(for: error)
        }
    }
}
