#if canImport(Glibc)
import Glibc
#endif

/// An interactive terminal: raw mode, alternate screen, hidden cursor, for
/// exactly as long as `run`'s body.
///
/// ```swift
/// try await TerminalSession.run { session in
///     session.draw(ComicListView.render(state, size: session.size), size: session.size)
///     for await key in session.keys { … }
/// }
/// ```
///
/// The terminal is restored however the body ends: by returning, by
/// throwing, by cancellation, or by SIGTERM, SIGINT or SIGHUP (which then
/// exit with 128 + the signal). Ctrl-C arrives as `Key.interrupt`; the app
/// decides that it means quit. Each stream has a single consumer.
public final class TerminalSession {
    /// Keys pressed, in order; ends with the session or when the terminal goes away.
    public let keys: AsyncStream<Key>
    /// The new size after each resize (SIGWINCH); only the newest is kept.
    public let resizes: AsyncStream<TerminalSize>
    private let output: Int32
    private var lastFrame: [String]?
    private var lastSize: TerminalSize?

    private init(keys: AsyncStream<Key>, resizes: AsyncStream<TerminalSize>, output: Int32) {
        self.keys = keys
        self.resizes = resizes
        self.output = output
    }

    /// Runs `body` with the terminal set up, and restores it afterwards.
    ///
    /// Throws `TerminalError.notATerminal` when `input` or `output` is not a
    /// terminal; the caller then prints plain text instead.
    public static func run<Result>(
        input: Int32 = STDIN_FILENO,
        output: Int32 = STDOUT_FILENO,
        isolation: isolated (any Actor)? = #isolation,
        _ body: (TerminalSession) async throws -> Result
    ) async throws -> Result {
        guard TerminalEnvironment.isTerminal(input), TerminalEnvironment.isTerminal(output) else {
            throw TerminalError.notATerminal
        }
        let restorer = TerminalRestorer(input: input, output: output)
        let (resizes, resizeContinuation) = AsyncStream<TerminalSize>.makeStream(bufferingPolicy: .bufferingNewest(1))
        // Signals first, so that one arriving mid-setup still restores the terminal.
        let signals = try SignalWatcher.start(restorer: restorer, resizes: resizeContinuation)
        defer {
            signals.stop()
            resizeContinuation.finish()
        }
        try restorer.enter()
        defer { restorer.restore() }
        let (reader, keys) = try KeyReader.start(input: input)
        defer { reader.stop() }
        let session = TerminalSession(keys: keys, resizes: resizes, output: output)
        return try await body(session)
    }

    /// The terminal's size now.
    public var size: TerminalSize { TerminalSize.current(of: output) }

    /// Shows `frame` (a view's lines) on a screen of `size`, writing only the
    /// lines that changed since the last frame; all of them after a resize.
    public func draw(_ frame: [String], size: TerminalSize) throws {
        let frame = Array(frame.prefix(max(0, size.rows)))
        let previous = size == lastSize ? lastFrame : nil
        let bytes = FrameDiff.bytes(from: previous, to: frame)
        if !bytes.isEmpty {
            try TerminalOutput.write(bytes, to: output)
        }
        lastFrame = frame
        lastSize = size
    }

    /// Forgets what is on screen, so the next `draw` repaints it all (e.g. for Ctrl-L).
    public func invalidate() {
        lastFrame = nil
    }
}
