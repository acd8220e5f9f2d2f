import ComicData
import ComicUI
import Foundation
import Synchronization

#if canImport(Glibc)
import Glibc
#endif

/// The reader's own loop (`ReaderPump`) in this process, on a pseudo-terminal,
/// driven as a person drives it: keys typed on the terminal's side, the screen
/// read back through `TerminalScreen`. What tmux gave the binary's tests
/// without a second process or a terminal emulator. The terminal's side is
/// read all the time, as a terminal does, so the reader never waits on a
/// full buffer. One session a process: run it under `ProcessSignalTests`.
final class PseudoTerminalReader {
    private let tty: PseudoTerminal
    private let written = Written()
    private var screen: TerminalScreen
    private var fed = 0

    private init(tty: PseudoTerminal, rows: Int, columns: Int) {
        self.tty = tty
        screen = TerminalScreen(rows: rows, columns: columns)
    }

    /// Runs `pump` until `drive` has had the person quit; the run's ending,
    /// once the terminal is as it was (else it throws).
    /// A drive that throws, or a reader that does not end within `endsWithin` of it,
    /// cancels the run, which restores the terminal before this returns.
    /// With `quits` false the drive leaves the reader running, and the run is
    /// cancelled (as on a signal) once it is done.
    static func run(
        _ pump: ReaderPump, resumeNumber: Int? = nil, startNumber: Int? = nil, rows: Int = 20, columns: Int = 100,
        quits: Bool = true, endsWithin: Duration = .seconds(15), _ drive: (PseudoTerminalReader) async throws -> Void
    ) async throws -> ReaderPump.Ending {
        let tty = try PseudoTerminal(rows: rows, columns: columns)
        let reader = PseudoTerminalReader(tty: tty, rows: rows, columns: columns)
        let drain = reader.written.drain(tty.main)
        defer { reader.written.stop(drain) }
        let (input, output) = (tty.device, tty.device)
        let ended = Ended()
        let run = Task {
            defer { ended.mark() }
            return try await pump.run(
                resumeNumber: resumeNumber, startNumber: startNumber, input: input, output: output)
        }
        do {
            try await drive(reader)
            if !quits { run.cancel() }
            let deadline = ContinuousClock.now + endsWithin
            while !ended.isMarked, ContinuousClock.now < deadline { try await Task.sleep(for: .milliseconds(10)) }
            guard ended.isMarked else { throw Failure("the reader did not end; the screen:\n\(reader.screen.text)") }
            let ending = try await run.value
            // As the shell after it would find the terminal: cooked, echoing, off the alternate screen.
            let leave = "\u{1B}[?1049l"
            let read = ContinuousClock.now + .seconds(5)
            while !reader.output.hasSuffix(leave), ContinuousClock.now < read {
                try await Task.sleep(for: .milliseconds(10))
            }
            guard !tty.modes().isRaw, reader.output.hasSuffix(leave) else {
                throw Failure("the reader left the terminal raw or on its screen")
            }
            return ending
        } catch {
            run.cancel()
            _ = try? await run.value
            throw error
        }
    }

    /// Types keys in one write, as a burst: tmux's names (`Enter`, `Escape`,
    /// `Tab`, `BSpace`, `Space`, `Up`, `C-d`…) or text.
    func sendKeys(_ keys: String...) {
        tty.type(keys.flatMap(Self.bytes))
    }

    /// The screen once output has paused and `condition` holds; throws with the last screen after `within`.
    func waitForScreen(within: Duration = .seconds(15), _ condition: (String) -> Bool) async throws -> String {
        let deadline = ContinuousClock.now + within
        while ContinuousClock.now < deadline {
            let before = written.count
            try await Task.sleep(for: .milliseconds(10))
            // A frame is often written in pieces: look only once the writing paused.
            guard written.count == before else { continue }
            let bytes = written.bytes(from: fed)
            fed += bytes.count
            screen.feed(bytes)
            if condition(screen.text) { return screen.text }
        }
        throw Failure("the screen never showed what was expected; it shows:\n\(screen.text)")
    }

    /// Everything the reader wrote, escape sequences included.
    var output: String { String(decoding: written.bytes(from: 0), as: UTF8.self) }

    /// What OSC 52 put on the clipboard so far (base64), as of the last wait.
    var clipboard: [String] { screen.clipboard }

    /// The screen line that shows comic `number`: after the selection and unread columns.
    static func row(_ number: Int, in screen: String) -> String? {
        screen.split(separator: "\n").first { $0.dropFirst(2).drop { $0 == " " }.hasPrefix("\(number) ") }
            .map(String.init)
    }

    static func isSelected(_ number: Int, in screen: String) -> Bool {
        row(number, in: screen)?.hasPrefix("›") == true
    }

    private static let named: [String: String] = [
        "Enter": "\r", "Escape": "\u{1B}", "Tab": "\t", "BTab": "\u{1B}[Z", "Space": " ", "BSpace": "\u{7F}",
        "Up": "\u{1B}[A", "Down": "\u{1B}[B", "Right": "\u{1B}[C", "Left": "\u{1B}[D", "Home": "\u{1B}[H",
        "End": "\u{1B}[F", "PageUp": "\u{1B}[5~", "PageDown": "\u{1B}[6~", "PPage": "\u{1B}[5~", "NPage": "\u{1B}[6~",
    ]

    private static func bytes(_ key: String) -> [UInt8] {
        if let named = named[key] { return Array(named.utf8) }
        if key.hasPrefix("C-"), key.count == 3, let letter = key.last?.asciiValue {
            return [letter & 0x1F]
        }
        return Array(key.utf8)
    }

    struct Failure: Error, CustomStringConvertible {
        let description: String
        init(_ description: String) { self.description = description }
    }

    /// Set once the run has returned.
    private final class Ended: Sendable {
        private let flag = Atomic<Bool>(false)
        func mark() { flag.store(true, ordering: .sequentiallyConsistent) }
        var isMarked: Bool { flag.load(ordering: .sequentiallyConsistent) }
    }

    /// The terminal's side, read on a thread of its own as the reader writes.
    private final class Written: Sendable {
        private let state = Mutex<(bytes: [UInt8], stopped: Bool)>(([], false))
        private let finished = DispatchSemaphore(value: 0)

        var count: Int { state.withLock { $0.bytes.count } }

        func bytes(from offset: Int) -> [UInt8] {
            state.withLock { Array($0.bytes[min(offset, $0.bytes.count)...]) }
        }

        func drain(_ main: Int32) -> Thread {
            let thread = Thread { [self] in
                defer { finished.signal() }
                var buffer = [UInt8](repeating: 0, count: 65536)
                while !state.withLock({ $0.stopped }) {
                    var descriptor = pollfd(fd: main, events: Int16(POLLIN), revents: 0)
                    guard poll(&descriptor, 1, 50) > 0 else { continue }
                    let count = buffer.withUnsafeMutableBytes { read(main, $0.baseAddress, $0.count) }
                    if count > 0 { state.withLock { $0.bytes += buffer[..<count] } }
                }
            }
            thread.start()
            return thread
        }

        /// Returns once the thread has read its last: the descriptor may then close.
        func stop(_ thread: Thread) {
            state.withLock { $0.stopped = true }
            finished.wait()
        }
    }
}
