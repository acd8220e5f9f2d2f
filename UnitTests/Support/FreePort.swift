import Foundation

#if canImport(Glibc)
import Glibc
#endif

/// Ports on 127.0.0.1 for servers that cannot report the one they bound.
public enum FreePort {
    /// A port the kernel just handed out and released; free unless another
    /// process takes it in the moment before the server binds it.
    static func find() -> Int? {
        let socket = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard socket >= 0 else { return nil }
        defer { close(socket) }
        return boundPort(socket)
    }

    /// Runs `body` with a port that refuses connections: bound but not
    /// listening, so no server can take it meanwhile (a stopped server's
    /// port can be handed to the next one that asks).
    public static func withRefusingPort<T>(_ body: (Int) async throws -> T) async throws -> T {
        let socket = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard socket >= 0 else { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }
        defer { close(socket) }
        guard let port = boundPort(socket) else { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }
        return try await body(port)
    }

    /// Binds `socket` to a port of the kernel's choosing on 127.0.0.1; the port.
    private static func boundPort(_ socket: Int32) -> Int? {
        var address = loopback(port: 0)
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let bound = withUnsafeMutablePointer(to: &address) { pointer in
            pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) { address in
                bind(socket, address, length) == 0 && getsockname(socket, address, &length) == 0
            }
        }
        return bound ? Int(UInt16(bigEndian: address.sin_port)) : nil
    }

    /// Polls until something accepts on `port` (true), `alive` turns false
    /// or 10 s pass (false).
    static func waitUntilListening(port: Int, while alive: () -> Bool) -> Bool {
        let deadline = ContinuousClock.now + .seconds(10)
        while ContinuousClock.now < deadline, alive() {
            if accepts(port: port) { return true }
            usleep(10_000)
        }
        return false
    }

    private static func accepts(port: Int) -> Bool {
        let socket = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard socket >= 0 else { return false }
        defer { close(socket) }
        var address = loopback(port: port)
        return withUnsafePointer(to: &address) { pointer in
            pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                connect(socket, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) == 0
            }
        }
    }

    private static func loopback(port: Int) -> sockaddr_in {
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = UInt16(port).bigEndian
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        return address
    }
}
