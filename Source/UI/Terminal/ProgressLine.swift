#if canImport(Glibc)
import Glibc
#endif

/// One line rewritten in place on a terminal: a progress bar on stderr.
public struct ProgressLine: Sendable {
    public let fileDescriptor: Int32

    public init(fileDescriptor: Int32 = STDERR_FILENO) {
        self.fileDescriptor = fileDescriptor
    }

    /// Replaces the line with `text` (sanitized), leaving the cursor on it.
    public func show(_ text: String) throws(TerminalError) {
        try TerminalOutput.write(
            "\r" + TerminalSanitizer.line(text) + ControlSequence.clearToEndOfLine, to: fileDescriptor)
    }

    /// Erases the line, so what follows starts on a clean one.
    public func clear() throws(TerminalError) {
        try TerminalOutput.write("\r" + ControlSequence.clearToEndOfLine, to: fileDescriptor)
    }
}
