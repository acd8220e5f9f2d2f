import Dispatch
import Foundation
import Synchronization

#if canImport(Glibc)
import Glibc
#endif

/// Reads a terminal's input on a thread of its own and decodes it into keys,
/// which wait in a bounded `KeyQueue`.
///
/// Started by `start`, never by an initializer; `stop()` wakes the thread
/// through a pipe, waits for it to leave, and ends the stream. `pause()`
/// stops reading while another program has the terminal; `resume()` reads again.
final class KeyReader: Sendable {
    private let wakeWrite: Int32
    private let finished = DispatchSemaphore(value: 0)
    private let paused = Atomic<Bool>(false)
    /// Signalled by the thread once it has stopped reading.
    private let pauseTaken = DispatchSemaphore(value: 0)

    /// On the wake pipe: stop the thread, or look at `paused` again.
    private static let stopByte: UInt8 = 1
    private static let pauseChangedByte: UInt8 = 2

    /// After a read that ends in ESC, how long to wait for the rest of a sequence.
    static let escapeWaitMilliseconds: Int32 = 25
    /// A paste whose end has not come after this long of silence ends anyway,
    /// so a lost `ESC [201~` cannot make every later key text.
    static let pasteSilenceMilliseconds: Int32 = 500

    private init(wakeWrite: Int32) {
        self.wakeWrite = wakeWrite
    }

    static func start(input: Int32) throws(TerminalError) -> (KeyReader, KeyQueue) {
        var pipeEnds: [Int32] = [0, 0]
        guard pipe(&pipeEnds) == 0 else { throw .systemCall("pipe", errno: errno) }
        let queue = KeyQueue()
        let reader = KeyReader(wakeWrite: pipeEnds[1])
        let wakeRead = pipeEnds[0]
        let thread = Thread { [finished = reader.finished] in
            readKeys(input: input, wake: wakeRead, reader: reader, into: queue)
            queue.finish()
            close(wakeRead)
            finished.signal()
        }
        thread.name = "xkcd-keys"
        thread.start()
        return (reader, queue)
    }

    /// Stops reading the terminal (another program reads it now); returns once the thread has.
    func pause() {
        paused.store(true, ordering: .sequentiallyConsistent)
        poke(Self.pauseChangedByte)
        _ = pauseTaken.wait(timeout: .now() + .seconds(1))
    }

    func resume() {
        paused.store(false, ordering: .sequentiallyConsistent)
        poke(Self.pauseChangedByte)
    }

    private func poke(_ byte: UInt8) {
        var byte = byte
        _ = write(wakeWrite, &byte, 1)
    }

    func stop() {
        var byte = Self.stopByte
        _ = write(wakeWrite, &byte, 1)
        // The thread leaves at once; the bound only guards against a wedged read.
        _ = finished.wait(timeout: .now() + .seconds(1))
        close(wakeWrite)
    }

    private static func readKeys(
        input: Int32, wake: Int32, reader: KeyReader, into queue: KeyQueue
    ) {
        var decoder = KeyDecoder()
        var fds = [
            pollfd(fd: wake, events: Int16(POLLIN), revents: 0), pollfd(fd: input, events: Int16(POLLIN), revents: 0),
        ]
        var wasPaused = false
        while true {
            let isPaused = reader.paused.load(ordering: .sequentiallyConsistent)
            if isPaused, !wasPaused { reader.pauseTaken.signal() }
            wasPaused = isPaused
            // Paused: only the wake pipe, so the other program gets every key.
            let ready = poll(&fds, isPaused ? 1 : 2, decoder.isPasting ? pasteSilenceMilliseconds : -1)
            if ready < 0 {
                if errno == EINTR { continue }
                return
            }
            if ready == 0 {
                queue.push(decoder.endPaste())
                continue
            }
            if fds[0].revents != 0 {
                var byte: UInt8 = 0
                if read(wake, &byte, 1) != 1 || byte == stopByte { return }
                continue
            }
            guard !isPaused, fds[1].revents != 0 else { continue }
            guard var bytes = readAvailable(input) else { return }  // end of input: the terminal is gone
            // An ESC that ends a read may start a sequence still in flight: wait for it briefly.
            if bytes.last == 0x1B, isReadable(input, milliseconds: escapeWaitMilliseconds),
                let more = readAvailable(input)
            {
                bytes += more
            }
            queue.push(decoder.decode(bytes))
        }
    }

    /// The bytes waiting on `fd`; nil at end of input or on an error.
    private static func readAvailable(_ fd: Int32) -> [UInt8]? {
        var buffer = [UInt8](repeating: 0, count: 1024)
        while true {
            let count = buffer.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
            if count > 0 { return Array(buffer[..<count]) }
            if count < 0, errno == EINTR || errno == EAGAIN { continue }
            return nil
        }
    }

    private static func isReadable(_ fd: Int32, milliseconds: Int32) -> Bool {
        var entry = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
        return poll(&entry, 1, milliseconds) > 0
    }
}
