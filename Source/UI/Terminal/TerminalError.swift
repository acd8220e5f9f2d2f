import ComicData

#if canImport(Glibc)
import Glibc
#endif

/// Why the terminal could not be set up or written to.
public enum TerminalError: Error, Equatable, CustomStringConvertible {
    /// Standard input or output is not a terminal (a pipe, a file).
    case notATerminal
    /// A system call failed; `errno` says why.
    case systemCall(String, errno: Int32)

    public var description: String {
        switch self {
        case .notATerminal:
            "not a terminal"
        case .systemCall(let name, let code):
            "\(name) failed: \(String(cString: strerror(code)))"
        }
    }
}
extension TerminalError: ReadableError {}
