#if canImport(Glibc)
import Glibc
#endif

/// What the process is connected to, and what the person asked for.
public enum TerminalEnvironment {
    public static func isTerminal(_ fileDescriptor: Int32) -> Bool {
        isatty(fileDescriptor) == 1
    }

    public static var isInputTerminal: Bool { isTerminal(STDIN_FILENO) }
    public static var isOutputTerminal: Bool { isTerminal(STDOUT_FILENO) }

    /// Both ends are a terminal: the interactive reader can run.
    public static var isInteractive: Bool { isInputTerminal && isOutputTerminal }
}
