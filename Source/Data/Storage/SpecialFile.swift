import Foundation

/// Files that must not be opened as plain ones: a FIFO blocks `open()`
/// until a writer comes, which may be never, past every deadline.
public enum SpecialFile {
    /// What the path names when it is there and not a plain file; nil for a
    /// plain file or nothing at all. Looked at with `stat`, never opened.
    public static func kind(atPath path: String) -> String? {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        switch info.st_mode & S_IFMT {
        case S_IFREG: return nil
        case S_IFDIR: return "a folder"
        case S_IFIFO: return "a FIFO (named pipe)"
        case S_IFSOCK: return "a socket"
        case S_IFCHR, S_IFBLK: return "a device"
        default: return "not a regular file"
        }
    }
}
