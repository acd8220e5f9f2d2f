#if canImport(Glibc)
import Glibc
#endif

/// An interactive terminal: raw mode, alternate screen, hidden cursor, for
/// exactly as long as `run`'s body.
///
/// ```swift
/// try await TerminalSession.run { session in
///     try session.draw(frame, size: session.size)
///     for await key in session.keys { … }
/// }
/// ```
///
/// The terminal is restored however the body ends: by returning, by
/// throwing or by cancellation. SIGTERM, SIGINT and SIGHUP arrive on
/// `terminations` for the body to end itself; a second one restores the
/// terminal and exits with 128 + the signal. Ctrl-C arrives as
/// `Key.interrupt`; the app decides that it means quit. Each stream has a
/// single consumer.
public final class TerminalSession {
    /// Keys pressed, in order, bounded (see `KeyQueue`); ends with the session or when the terminal goes away.
    public let keys: KeyQueue
    /// The new size after each resize (SIGWINCH); only the newest is kept.
    public let resizes: AsyncStream<TerminalSize>
    /// SIGTERM, SIGINT or SIGHUP, by number: the program should end.
    public let terminations: AsyncStream<Int32>
    /// How frames are styled; plain until the app chooses a theme.
    public var theme = TerminalTheme.plain
    private let output: Int32
    private let restorer: TerminalRestorer
    private let keyReader: KeyReader
    private var lastFrame: Frame?
    private var lastSize: TerminalSize?
    private var lastResumeCount = 0

    private init(
        keys: KeyQueue, resizes: AsyncStream<TerminalSize>, terminations: AsyncStream<Int32>,
        output: Int32, restorer: TerminalRestorer, keyReader: KeyReader
    ) {
        self.keyReader = keyReader
        self.keys = keys
        self.resizes = resizes
        self.terminations = terminations
        self.output = output
        self.restorer = restorer
    }

    /// Runs `body` with the terminal set up, and restores it afterwards.
    ///
    /// Throws `TerminalError.notATerminal` when `input` or `output` is not a
    /// terminal; the caller then prints plain text instead.
    public static func run<Result>(
        input: Int32 = STDIN_FILENO,
        output: Int32 = STDOUT_FILENO,
        mouse: Bool = false,
        isolation: isolated (any Actor)? = #isolation,
        _ body: (TerminalSession) async throws -> Result
    ) async throws -> Result {
        guard TerminalEnvironment.isTerminal(input), TerminalEnvironment.isTerminal(output) else {
            throw TerminalError.notATerminal
        }
        let restorer = TerminalRestorer(input: input, output: output, mouse: mouse)
        let (resizes, resizeContinuation) = AsyncStream<TerminalSize>.makeStream(bufferingPolicy: .bufferingNewest(1))
        let (terminations, terminationContinuation) = AsyncStream<Int32>.makeStream()
        // Signals first, so that one arriving mid-setup still restores the terminal.
        let signals = try SignalWatcher.start(
            restorer: restorer, resizes: resizeContinuation, terminations: terminationContinuation)
        defer {
            signals.stop()
            resizeContinuation.finish()
            terminationContinuation.finish()
        }
        try restorer.enter()
        defer { restorer.restore() }
        let (reader, keys) = try KeyReader.start(input: input)
        defer { reader.stop() }
        let session = TerminalSession(
            keys: keys, resizes: resizes, terminations: terminations, output: output, restorer: restorer,
            keyReader: reader)
        return try await body(session)
    }

    /// The terminal's size now.
    public var size: TerminalSize { TerminalSize.current(of: output) }

    /// Shows `frame` on a screen of `size`, writing only what changed since
    /// the last frame; all of it after a resize.
    public func draw(_ frame: Frame, size: TerminalSize) throws {
        var frame = frame
        frame.lines = Array(frame.lines.prefix(max(0, size.rows)))
        // After a resize or a job-control stop the screen holds something else.
        let resumeCount = restorer.resumeCount
        let previous = size == lastSize && resumeCount == lastResumeCount ? lastFrame : nil
        lastResumeCount = resumeCount
        let bytes = FrameDiff.bytes(from: previous, to: frame, theme: theme)
        if !bytes.isEmpty {
            try TerminalOutput.write(bytes, to: output)
        }
        lastFrame = frame
        lastSize = size
    }

    /// Stops the process as Ctrl-Z does in a shell: the terminal goes back to
    /// the shell until `fg`, then the next draw repaints everything.
    public func suspend() {
        kill(getpid(), SIGTSTP)
    }

    /// Puts `text` on the terminal's clipboard (OSC 52; tmux keeps it with `set-clipboard on`).
    public func copyToClipboard(_ text: String) throws {
        try TerminalOutput.write(ControlSequence.copyToClipboard(text), to: output)
    }

    /// Hands the terminal to another program for as long as `body` runs (a
    /// browser in the terminal): the shell's modes and screen, no keys read,
    /// Ctrl-C and Ctrl-Z left to it; then raw mode again, repainted at the next draw.
    public func handOver<Result>(
        isolation: isolated (any Actor)? = #isolation, _ body: () async throws -> Result
    ) async rethrows -> Result {
        keyReader.pause()
        isHandingOver.store(true, ordering: .sequentiallyConsistent)
        restorer.suspend()
        defer {
            restorer.resume()
            isHandingOver.store(false, ordering: .sequentiallyConsistent)
            keyReader.resume()
        }
        return try await body()
    }

    /// Plain lines, for callers with nothing to style.
    public func draw(_ lines: [String], size: TerminalSize) throws {
        try draw(Frame(plainLines: lines), size: size)
    }

    /// Forgets what is on screen, so the next `draw` repaints it all (e.g. for Ctrl-L).
    public func invalidate() {
        lastFrame = nil
    }
}
