// Not Foundation: Glibc's `stdout` is only usable under a @preconcurrency import.
@preconcurrency import Glibc

/// A command whose output did not all reach stdout failed: a full disk
/// (ENOSPC), a closed descriptor (EBADF) or an I/O error ends with one line on
/// stderr and a non-zero exit. A reader that went away (EPIPE, `| head`) is
/// not an error: the exit stays 0 and nothing is said.
public enum StandardOutputCheck {
    /// Flushes stdout; the one line to print when what was written did not arrive.
    public static func failure() -> String? {
        errno = 0
        let flushed = fflush(stdout) == 0
        let code = errno
        guard !flushed || ferror(stdout) != 0 else { return nil }
        if code == EPIPE || readerIsGone() { return nil }
        let reason = code == 0 ? "an error" : String(cString: strerror(code))
        return "Error: cannot write the output: \(reason)"
    }

    /// Without this, the first write after the reader went away kills the
    /// process with SIGPIPE (exit 141); ignored, the write fails with EPIPE,
    /// which `failure()` treats as the quiet end it is. Programs the reader
    /// starts get the default back (`BrowserLauncher` resets every signal).
    public static func ignoreClosedPipes() {
        signal(SIGPIPE, SIG_IGN)
    }

    /// A closed stdout is refused before anything runs: a file the command
    /// opens would otherwise take descriptor 1 and receive its output.
    public static func exitIfClosed() {
        guard fcntl(STDOUT_FILENO, F_GETFD) == -1, errno == EBADF else { return }
        writeError("Error: cannot write the output: stdout is closed")
    }

    /// Exits non-zero with one line on stderr when stdout could not be written.
    public static func exitOnFailure() {
        guard let line = failure() else { return }
        writeError(line)
    }

    /// Whether stdout is a pipe whose reader closed it: the write that met
    /// EPIPE may be long past, its errno overwritten since.
    private static func readerIsGone() -> Bool {
        var descriptor = pollfd(fd: STDOUT_FILENO, events: 0, revents: 0)
        return poll(&descriptor, 1, 0) == 1 && descriptor.revents & Int16(POLLERR) != 0
    }

    private static func writeError(_ line: String) -> Never {
        let bytes = Array((line + "\n").utf8)
        _ = bytes.withUnsafeBytes { write(STDERR_FILENO, $0.baseAddress, $0.count) }
        exit(1)
    }
}
