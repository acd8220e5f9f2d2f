import Dispatch
import Foundation
import Synchronization

/// Ctrl-C for commands that save as they go (sync, import): the first
/// SIGINT cancels the work, so it stops between two saves and the command
/// can say what it kept; a second one ends the program at once.
///
/// DispatchSource suits here (unlike the reader's `SignalWatcher`): a
/// command installs it once per process.
public enum Interruption {
    /// What a shell reports for a program that Ctrl-C ended.
    public static let exitCode = 128 + SIGINT

    private enum Outcome<Value: Sendable>: Sendable {
        case finished(Value)
        case interrupted
        case stoppedListening
    }

    /// Runs `work`; nil when Ctrl-C cancelled it (it has ended by then).
    public static func cancellable<Value: Sendable>(
        _ work: @escaping @Sendable () async throws -> Value
    ) async throws -> Value? {
        // A command run in process (by a test) leaves the process's signals alone.
        guard Console.current.ownsProcess else { return try await work() }
        let (interruptions, continuation) = AsyncStream<Void>.makeStream()
        let heard = Counter()
        let previous = signal(SIGINT, SIG_IGN)
        let source = DispatchSource.makeSignalSource(signal: SIGINT, queue: .global())
        source.setEventHandler {
            // The second Ctrl-C: the person does not want to wait for the last save.
            if heard.increment() > 1 { endAtOnce() }
            continuation.yield()
        }
        source.resume()
        defer {
            source.cancel()
            continuation.finish()
            signal(SIGINT, previous)
        }
        return try await withThrowingTaskGroup(of: Outcome<Value>.self) { group in
            group.addTask { .finished(try await work()) }
            group.addTask {
                for await _ in interruptions { return .interrupted }
                return .stoppedListening
            }
            while let outcome = try await group.next() {
                switch outcome {
                case .finished(let value):
                    group.cancelAll()
                    return value
                case .interrupted:
                    group.cancelAll()
                    // The work ends by cancellation; whatever it throws then is the interruption's doing.
                    while (try? await group.next()) != nil {}
                    return nil
                case .stoppedListening:
                    continue
                }
            }
            return nil
        }
    }

    /// Clears the progress bar and ends the process without running exit
    /// handlers, which would race the threads still at work (libcurl's,
    /// SQLite's writer); SQLite rolls back a write cut short.
    private static func endAtOnce() -> Never {
        if isatty(STDERR_FILENO) != 0 {
            let clear = Array("\r\u{1B}[2K".utf8)
            _ = clear.withUnsafeBufferPointer { write(STDERR_FILENO, $0.baseAddress, $0.count) }
        }
        _exit(exitCode)
    }

    private final class Counter: Sendable {
        private let count = Atomic<Int>(0)

        /// The count after this one.
        func increment() -> Int {
            count.add(1, ordering: .sequentiallyConsistent).newValue
        }
    }
}
