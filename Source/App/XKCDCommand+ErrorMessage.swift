import ArgumentParser
import ComicUI
import Foundation

extension XKCDCommand {
    /// ArgumentParser's exit, with every error line put through the screen's
    /// sanitizer first: an error may quote a server (a header, a redirect's
    /// host, libcurl's text) or an imported file.
    static func exitWithSanitizedMessage(for error: any Error) -> Never {
        let code = exitCode(for: error)
        // Help and --version go to stdout as ArgumentParser writes them.
        guard code != .success else { exit(withError: error) }
        let message = fullMessage(for: error)
        if !message.isEmpty {
            StandardError.note(message)
        }
        Foundation.exit(code.rawValue)
    }
}
