#if canImport(Glibc)
import Glibc
#endif

extension TerminalSize {
    /// The size the terminal on `fileDescriptor` reports, or 80×24 when it
    /// reports none (not a terminal, or a terminal that says 0×0).
    public static func current(of fileDescriptor: Int32 = STDOUT_FILENO) -> TerminalSize {
        var size = winsize()
        guard ioctl(fileDescriptor, UInt(TIOCGWINSZ), &size) == 0, size.ws_row > 0, size.ws_col > 0 else {
            return .fallback
        }
        return TerminalSize(rows: Int(size.ws_row), columns: Int(size.ws_col))
    }
}
