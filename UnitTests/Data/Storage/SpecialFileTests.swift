import ComicData
import Foundation
import Testing

#if canImport(Glibc)
import Glibc
#endif

@Suite("--db naming something that is not a file")
struct SpecialFileTests {
    @Test("a FIFO is refused at once, and nothing is created beside it")
    func fifo() async throws {
        try await withTemporaryFolder { folder in
            let path = folder.appendingPathComponent("pipe").path
            #expect(mkfifo(path, 0o600) == 0)
            #expect(
                throws: StorageError.cannotOpen(path: path, reason: "it is a FIFO (named pipe), not a database file")
            ) {
                try AppDatabase(path: path)
            }
            let contents = try FileManager.default.contentsOfDirectory(atPath: folder.path)
            #expect(contents == ["pipe"])
        }
    }

    @Test("a device is refused before SQLite could create a journal beside it")
    func device() {
        #expect(throws: StorageError.cannotOpen(path: "/dev/null", reason: "it is a device, not a database file")) {
            try AppDatabase(path: "/dev/null")
        }
    }

    @Test("a socket is refused")
    func socket() async throws {
        try await withTemporaryFolder { folder in
            let path = folder.appendingPathComponent("s").path
            let descriptor = Glibc.socket(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0)
            defer { close(descriptor) }
            var address = sockaddr_un()
            address.sun_family = sa_family_t(AF_UNIX)
            withUnsafeMutableBytes(of: &address.sun_path) { buffer in
                for (index, byte) in path.utf8.prefix(buffer.count - 1).enumerated() { buffer[index] = byte }
            }
            let bound = withUnsafePointer(to: &address) { pointer in
                pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                    bind(descriptor, $0, socklen_t(MemoryLayout<sockaddr_un>.size))
                }
            }
            #expect(bound == 0)
            #expect(throws: StorageError.cannotOpen(path: path, reason: "it is a socket, not a database file")) {
                try AppDatabase(path: path)
            }
        }
    }
}
