import Foundation
import Synchronization

/// Where a command's output, notes and input go, and the environment it
/// reads: the process's own, or, for a command run in process by a test, a
/// captured one (as Hummingbird's tests build the application and talk to
/// it without a server). A task-local, so commands read it where they
/// print, and a test sets it around one run.
public struct Console: Sendable {
    public let environment: [String: String]
    public let isOutputTerminal: Bool
    public let isErrorTerminal: Bool
    /// What `import -` reads.
    public let standardInput: FileHandle
    /// Whether this run owns the process: only then does it listen for Ctrl-C.
    public let ownsProcess: Bool
    private let writeOutput: @Sendable ([UInt8]) throws(TerminalError) -> Void
    private let writeError: @Sendable (String) -> Void

    @TaskLocal public static var current = Console.process

    /// The process's stdout, stderr, stdin and environment.
    public static var process: Console {
        Console(
            environment: ProcessInfo.processInfo.environment, isOutputTerminal: TerminalEnvironment.isOutputTerminal,
            isErrorTerminal: TerminalEnvironment.isTerminal(STDERR_FILENO), standardInput: .standardInput,
            ownsProcess: true,
            writeOutput: { bytes throws(TerminalError) in
                // Text printed before goes through stdio's buffer and must come first.
                fflush(nil)
                do throws(TerminalError) {
                    try TerminalOutput.write(bytes, to: STDOUT_FILENO)
                } catch {
                    // The reader went away (`| head`, `| true`): a quiet end, as for printed text.
                    guard error == .systemCall("write", errno: EPIPE) else { throw error }
                }
            },
            // A stderr that cannot be written (a terminal that hung up, /dev/full) leaves
            // nowhere to say so; the exit status still tells. `write(_:)` would crash.
            writeError: { try? FileHandle.standardError.write(contentsOf: Data($0.utf8)) })
    }

    /// A console that keeps what is written, for a command run in process;
    /// `input` is a file standing in for stdin.
    public static func captured(
        environment: [String: String], input: FileHandle, into capture: Capture
    ) -> Console {
        Console(
            environment: environment, isOutputTerminal: false, isErrorTerminal: false,
            standardInput: input, ownsProcess: false,
            writeOutput: { bytes in capture.output.withLock { $0 += bytes } },
            writeError: { text in capture.error.withLock { $0 += Array(text.utf8) } })
    }

    /// Whether the reader may run: the process's own terminal on both ends.
    public var isInteractive: Bool { ownsProcess && TerminalEnvironment.isInteractive }

    /// Writes `text` to stdout as `print` does.
    public func print(_ text: String, terminator: String = "\n") {
        if ownsProcess {
            Swift.print(text, terminator: terminator)
        } else {
            try? writeOutput(Array((text + terminator).utf8))
        }
    }

    /// Writes raw bytes (an image's) to stdout, after any text printed before.
    public func write(_ bytes: [UInt8]) throws(TerminalError) {
        try writeOutput(bytes)
    }

    /// A note, warning or error line on stderr, sanitized like the screen.
    public func note(_ text: String) {
        writeError(TerminalSanitizer.lines(text) + "\n")
    }

    /// A failure's one line: a line break quoted from a server, a path or libcurl cannot split it.
    public func error(_ text: String) {
        writeError("Error: " + TerminalSanitizer.line(text) + "\n")
    }

    /// What a captured console was given.
    public final class Capture: Sendable {
        let output = Mutex<[UInt8]>([])
        let error = Mutex<[UInt8]>([])

        public init() {}

        public var standardOutput: String { String(decoding: output.withLock { $0 }, as: UTF8.self) }
        public var standardError: String { String(decoding: error.withLock { $0 }, as: UTF8.self) }
    }
}
