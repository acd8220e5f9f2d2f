#if canImport(Glibc)
import Glibc
#endif

/// The size of one character cell in pixels, which sets the aspect ratio images are fitted with.
public struct CellGeometry: Sendable, Hashable {
    public var width: Int
    public var height: Int

    public init(width: Int, height: Int) {
        self.width = max(1, width)
        self.height = max(1, height)
    }

    /// What to assume when the terminal reports no pixel size: cells twice as tall as wide.
    public static let assumed = CellGeometry(width: 10, height: 20)

    /// The cell size `TIOCGWINSZ` reports on the first of `fileDescriptors`
    /// that gives one, else `assumed`.
    public static func current(of fileDescriptors: [Int32] = [STDOUT_FILENO, STDERR_FILENO, STDIN_FILENO])
        -> CellGeometry
    {
        for fileDescriptor in fileDescriptors {
            var size = winsize()
            guard ioctl(fileDescriptor, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0, size.ws_row > 0 else {
                continue
            }
            guard size.ws_xpixel > 0, size.ws_ypixel > 0 else { return .assumed }
            return CellGeometry(
                width: Int(size.ws_xpixel) / Int(size.ws_col), height: Int(size.ws_ypixel) / Int(size.ws_row))
        }
        return .assumed
    }
}
