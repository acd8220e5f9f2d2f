import ArgumentParser
import ComicUI

extension XKCDCommand {
    /// How a command line ended: its status, and what is left to say once
    /// stdout has taken the output (help, or the error, sanitized: it may
    /// quote a server, a header or an imported file).
    struct Ending: Sendable {
        var status: Int32 = 0
        var say: @Sendable () -> Void = {}
    }

    /// Runs one command line to its end, for `main` and for tests in process.
    static func execute(_ arguments: [String]) async -> Ending {
        if let ending = answeredAtOnce(arguments) { return ending }
        return await execute(parsed: Result { try parse(commandLine: arguments) })
    }

    /// Runs a parsed command line (or says why it did not parse) to its end.
    static func execute(parsed: sending Result<any ParsableCommand, any Error>) async -> Ending {
        do {
            var command = try parsed.get()
            // By their own type first: a cast to a protocol is a scan of every conformance record.
            if let search = command as? SearchCommand {
                try await search.run()
            } else if let new = command as? NewCommand {
                try await new.run()
            } else if var command = command as? any AsyncParsableCommand {
                try await command.run()
            } else {
                try command.run()
            }
            return Ending()
        } catch let failure as CommandFailure {
            return Ending(status: failure.exitCode) { StandardError.error(failure.description) }
        } catch let code as ExitCode {
            // A status alone (`xkcd new` with nothing new): argument-parser's
            // message for it is empty, and building it costs a tenth of the parse.
            return Ending(status: code.rawValue)
        } catch {
            let (code, message) = (exitCode(for: error), fullMessage(for: error))
            guard !message.isEmpty else { return Ending(status: code.rawValue) }
            // Help and --version go to stdout, as argument-parser writes them.
            return Ending(status: code.rawValue) {
                if code == .success { Console.current.print(message) } else { StandardError.note(message) }
            }
        }
    }

    /// What needs neither the parser nor the concurrency runtime: `main` answers
    /// it on the main thread, before the first hop to the concurrent executor
    /// starts its threads; the parser's first use costs milliseconds of runtime type look-ups.
    static func answeredAtOnce(_ arguments: [String]) -> Ending? {
        if arguments == ["--version"] {
            Console.current.print(configuration.version)
            return Ending()
        }
        if let shell = CompletionRoot.requestedShell(in: arguments) {
            Console.current.print(CompletionRoot.completionScript(for: shell))
            return Ending()
        }
        guard arguments == [ManualPage.option] else { return nil }
        do {
            Console.current.print(try ManualPage.roff(), terminator: "")
            return Ending()
        } catch {
            return Ending(status: 1) { StandardError.error("the manual could not be written: \(error)") }
        }
    }
}
