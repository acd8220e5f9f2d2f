import ComicUI

#if canImport(Glibc)
import Glibc
#endif

/// A pseudo-terminal pair, so the driver can be tested on a real tty: the
/// test plays the terminal on `main`, the code under test gets `device`.
final class PseudoTerminal {
    struct Failure: Error, CustomStringConvertible {
        let call: String
        let code: Int32
        var description: String { "\(call) failed: errno \(code)" }
    }

    let main: Int32
    let device: Int32

    /// TIOCSPTLCK and TIOCGPTN (ioctl macros Swift cannot import).
    private static let unlockRequest: UInt = 0x4004_5431
    private static let numberRequest: UInt = 0x8004_5430

    init(rows: Int = 30, columns: Int = 100) throws {
        // posix_openpt and friends are not visible from Swift's Glibc module;
        // this is what they do on Linux.
        let main = open("/dev/ptmx", O_RDWR | O_NOCTTY)
        guard main >= 0 else { throw Failure(call: "open /dev/ptmx", code: errno) }
        var unlock: Int32 = 0
        var number: UInt32 = 0
        guard ioctl(main, Self.unlockRequest, &unlock) == 0, ioctl(main, Self.numberRequest, &number) == 0 else {
            let code = errno
            close(main)
            throw Failure(call: "ioctl", code: code)
        }
        let device = open("/dev/pts/\(number)", O_RDWR | O_NOCTTY)
        guard device >= 0 else {
            let code = errno
            close(main)
            throw Failure(call: "open /dev/pts/\(number)", code: code)
        }
        self.main = main
        self.device = device
        // The test reads what was written without ever blocking.
        _ = fcntl(main, F_SETFL, fcntl(main, F_GETFL) | O_NONBLOCK)
        resize(rows: rows, columns: columns)
    }

    deinit {
        close(device)
        close(main)
    }

    func resize(rows: Int, columns: Int) {
        var size = winsize(ws_row: UInt16(rows), ws_col: UInt16(columns), ws_xpixel: 0, ws_ypixel: 0)
        _ = ioctl(main, UInt(TIOCSWINSZ), &size)
    }

    /// Types bytes, as if on the keyboard.
    func type(_ bytes: [UInt8]) {
        _ = bytes.withUnsafeBytes { write(main, $0.baseAddress, $0.count) }
    }

    /// Everything written to the device so far.
    func output() -> String {
        String(decoding: outputBytes(), as: UTF8.self)
    }

    /// Everything written to the device since the last read, as written.
    func outputBytes() -> [UInt8] {
        var result: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 4096)
        while true {
            let count = buffer.withUnsafeMutableBytes { read(main, $0.baseAddress, $0.count) }
            guard count > 0 else { break }
            result += buffer[..<count]
        }
        return result
    }

    /// The device's modes that raw mode changes.
    func modes() -> Modes {
        var settings = termios()
        _ = tcgetattr(device, &settings)
        return Modes(
            input: settings.c_iflag, output: settings.c_oflag, local: settings.c_lflag, control: settings.c_cflag)
    }

    struct Modes: Equatable {
        let input: tcflag_t
        let output: tcflag_t
        let local: tcflag_t
        let control: tcflag_t

        var isRaw: Bool {
            local & tcflag_t(ICANON | ECHO | ISIG) == 0 && input & tcflag_t(ICRNL | IXON) == 0
        }
    }
}
