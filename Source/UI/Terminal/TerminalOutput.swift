#if canImport(Glibc)
import Glibc
#endif

/// Writes bytes to a file descriptor completely, through short writes and signals.
enum TerminalOutput {
    static func write(_ bytes: [UInt8], to fileDescriptor: Int32) throws(TerminalError) {
        var offset = 0
        while offset < bytes.count {
            let written = bytes[offset...].withUnsafeBytes { buffer in
                Glibc.write(fileDescriptor, buffer.baseAddress, buffer.count)
            }
            if written < 0 {
                if errno == EINTR || errno == EAGAIN { continue }
                throw .systemCall("write", errno: errno)
            }
            offset += written
        }
    }

    static func write(_ text: String, to fileDescriptor: Int32) throws(TerminalError) {
        try write(Array(text.utf8), to: fileDescriptor)
    }
}
