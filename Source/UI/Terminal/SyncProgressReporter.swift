import ComicData
import Foundation
import Synchronization

/// Shows a sync's progress: a bar redrawn in place when stderr is a
/// terminal (at most ten times a second), nothing until the end otherwise.
public final class SyncProgressReporter: Sendable {
    private let line: ProgressLine?
    private let columns: Int
    private let lastDrawn = Mutex<ContinuousClock.Instant?>(nil)
    static let interval = Duration.milliseconds(100)

    /// - Parameter line: where to draw the bar; nil when stderr is not a terminal.
    public init(line: ProgressLine?, columns: Int) {
        self.line = line
        self.columns = columns
    }

    /// A bar on stderr if it is a terminal.
    public static func forStandardError() -> SyncProgressReporter {
        let isTerminal = Console.current.isErrorTerminal
        return SyncProgressReporter(
            line: isTerminal ? ProgressLine(fileDescriptor: STDERR_FILENO) : nil,
            columns: TerminalSize.current(of: STDERR_FILENO).columns)
    }

    public func update(_ progress: SyncProgress) {
        guard let line else { return }
        let now = ContinuousClock.now
        let isDue = lastDrawn.withLock { last in
            let isFinal = progress.completed == progress.total
            guard isFinal || last.map({ now - $0 >= Self.interval }) ?? true else { return false }
            last = now
            return true
        }
        guard isDue else { return }
        // A bar that cannot be drawn is no reason to stop syncing.
        try? line.show(SyncProgressView.line(progress, width: columns - 1))
    }

    /// Clears the bar, so the summary starts on a clean line.
    public func finish() {
        // As with the bar: a terminal that will not take it changes nothing that matters.
        try? line?.clear()
    }
}
