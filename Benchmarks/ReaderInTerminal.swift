import Foundation

#if canImport(Glibc)
import Glibc
#endif

/// The `xkcd` reader run in a pseudo-terminal the benchmark plays: it reads
/// what the reader draws and types keys, timing both against the clock.
final class ReaderInTerminal {
    private let main: Int32
    let pid: pid_t
    private var output: [UInt8] = []
    /// When the process was started.
    let launched: ContinuousClock.Instant

    /// TIOCSPTLCK and TIOCGPTN (ioctl macros Swift cannot import).
    private static let unlockRequest: UInt = 0x4004_5431
    private static let numberRequest: UInt = 0x8004_5430

    init(binary: URL, environment: [String: String], rows: Int = 30, columns: Int = 120) throws {
        let main = open("/dev/ptmx", O_RDWR | O_NOCTTY)
        guard main >= 0 else { throw BenchmarkFailure("open /dev/ptmx: errno \(errno)") }
        var unlock: Int32 = 0
        var number: UInt32 = 0
        guard ioctl(main, Self.unlockRequest, &unlock) == 0, ioctl(main, Self.numberRequest, &number) == 0 else {
            close(main)
            throw BenchmarkFailure("ioctl on the pseudo-terminal: errno \(errno)")
        }
        var size = winsize(ws_row: UInt16(rows), ws_col: UInt16(columns), ws_xpixel: 0, ws_ypixel: 0)
        _ = ioctl(main, UInt(TIOCSWINSZ), &size)
        let device = open("/dev/pts/\(number)", O_RDWR | O_NOCTTY)
        guard device >= 0 else {
            close(main)
            throw BenchmarkFailure("open /dev/pts/\(number): errno \(errno)")
        }
        defer { close(device) }
        _ = fcntl(main, F_SETFL, fcntl(main, F_GETFL) | O_NONBLOCK)

        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        for target in Int32(0)...2 { posix_spawn_file_actions_adddup2(&actions, device, target) }
        posix_spawn_file_actions_addclose(&actions, main)
        let arguments: [UnsafeMutablePointer<CChar>?] = [strdup(binary.path), nil]
        let variables: [UnsafeMutablePointer<CChar>?] = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer { (arguments + variables).forEach { free($0) } }
        var pid: pid_t = 0
        launched = .now
        let status = posix_spawn(&pid, binary.path, &actions, nil, arguments, variables)
        guard status == 0 else {
            close(main)
            throw BenchmarkFailure("posix_spawn \(binary.path): \(status)")
        }
        self.main = main
        self.pid = pid
    }

    deinit {
        if kill(pid, 0) == 0 {
            kill(pid, SIGKILL)
            var status: Int32 = 0
            waitpid(pid, &status, 0)
        }
        close(main)
    }

    /// Reads what the reader draws until `text` has appeared; returns when it did.
    func waitFor(_ text: String, within limit: Duration = .seconds(10)) throws -> ContinuousClock.Instant {
        let wanted = Array(text.utf8)
        let deadline = ContinuousClock.now + limit
        while ContinuousClock.now < deadline {
            drain(waitingMilliseconds: 1)
            if output.firstRange(of: wanted) != nil { return .now }
        }
        throw BenchmarkFailure("the reader never showed \(text.debugDescription) within \(limit)")
    }

    func type(_ keys: String) {
        let bytes = Array(keys.utf8)
        _ = bytes.withUnsafeBytes { write(main, $0.baseAddress, $0.count) }
    }

    /// Waits for the process to end, reading what it writes; returns when it ended.
    func waitForExit(within limit: Duration = .seconds(10)) throws -> ContinuousClock.Instant {
        let deadline = ContinuousClock.now + limit
        var status: Int32 = 0
        while ContinuousClock.now < deadline {
            if waitpid(pid, &status, WNOHANG) == pid { return .now }
            drain(waitingMilliseconds: 1)
        }
        throw BenchmarkFailure("the reader did not exit within \(limit)")
    }

    private func drain(waitingMilliseconds: Int32) {
        var descriptor = pollfd(fd: main, events: Int16(POLLIN), revents: 0)
        guard poll(&descriptor, 1, waitingMilliseconds) > 0 else { return }
        var buffer = [UInt8](repeating: 0, count: 65536)
        while true {
            let count = buffer.withUnsafeMutableBytes { read(main, $0.baseAddress, $0.count) }
            guard count > 0 else { return }
            output += buffer[..<count]
        }
    }
}
