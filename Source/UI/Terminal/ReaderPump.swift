import ComicData

#if canImport(Glibc)
import Glibc
#endif

/// The full-screen reader as an event pump: terminal events and view-model
/// states go into `ReaderModel`; the effects it answers with go to
/// `ReaderEffectHandler`. Every decision is the model's; this loop only
/// moves values.
public struct ReaderPump: Sendable {
    /// How the run ended: the comic to start at next time, and the signal that ended it, if one did.
    public struct Ending: Sendable {
        public let numberToResume: Int?
        public let signal: Int32?
        /// Latest's top comic when the list showed it (`ReaderModel.newestSeen`).
        public var newestSeen: Int?
    }

    let services: any ReaderServices
    /// Nil when images are off.
    private let images: (any ReaderImageSource)?
    private let imageSettings: ReaderImageSettings?
    /// How roles look on this terminal (`--color`, NO_COLOR).
    private let theme: TerminalTheme
    /// The terminal draws East Asian ambiguous-width characters two columns wide.
    private let ambiguousIsWide: Bool
    /// The terminal shows only ASCII.
    private let asciiOnly: Bool
    /// How images show at the start (the config file can hide them).
    private let imageDisplay: ImageDisplay
    /// Mouse reports on (wheel and clicks).
    private let mouse: Bool
    /// Opens links: the pump's own, as it hands the terminal over.
    let browser: BrowserLauncher

    public init(
        services: any ReaderServices, images: (any ReaderImageSource)?, imageSettings: ReaderImageSettings?,
        theme: TerminalTheme, ambiguousIsWide: Bool = false, asciiOnly: Bool = false,
        imageDisplay: ImageDisplay = ImageDisplay(), mouse: Bool = false, browser: BrowserLauncher = BrowserLauncher()
    ) {
        self.mouse = mouse
        self.browser = browser
        self.ambiguousIsWide = ambiguousIsWide
        self.asciiOnly = asciiOnly
        self.imageDisplay = imageDisplay
        self.services = services
        self.images = images
        self.imageSettings = imageSettings
        self.theme = theme
    }

    /// Runs until the person quits, starting Latest at `resumeNumber` when it is among the first rows,
    /// or on comic `startNumber` (`xkcd 327`) with Latest behind it; on the
    /// process's terminal, or a test's pseudo-terminal (`input`, `output`).
    public func run(
        resumeNumber: Int?, startNumber: Int? = nil, input: Int32 = STDIN_FILENO, output: Int32 = STDOUT_FILENO
    ) async throws -> Ending {
        try await TerminalSession.run(input: input, output: output, mouse: mouse) { session in
            session.theme = theme
            let (events, sink) = AsyncStream<ReaderEvent>.makeStream()
            let (effects, effectSink) = AsyncStream<ReaderEffect>.makeStream()
            let (keys, resizes, terminations) = (session.keys, session.resizes, session.terminations)
            let handler = ReaderEffectHandler(services: services, images: images, sink: sink)
            // The pump says when it has handled a key; only then is the next taken.
            let (handledKeys, keyHandled) = AsyncStream<Void>.makeStream(bufferingPolicy: .bufferingNewest(1))
            let (handledResizes, resizeHandled) = AsyncStream<Void>.makeStream(bufferingPolicy: .bufferingNewest(1))
            // The screens' work runs beside the pump and is cancelled on quit,
            // never waited for: a request stuck on a silent server cannot hold
            // the terminal or the exit.
            let work = Task {
                await withDiscardingTaskGroup { group in
                    group.addTask {
                        // Every key waiting, as counted runs, then nothing until they are
                        // handled: the rest wait in the bounded queue, never in `events`.
                        // Key times let the model tell a double press from two presses.
                        let start = ContinuousClock.now
                        var handled = handledKeys.makeAsyncIterator()
                        for await presses in keys {
                            sink.yield(.keys(presses, at: start.duration(to: .now)))
                            guard await handled.next() != nil else { break }
                        }
                        sink.yield(.inputEnded)
                    }
                    group.addTask {
                        // One size at a time: a storm coalesces in `resizes` (newest only)
                        // while the last one is laid out, so only the size in effect is.
                        var handled = handledResizes.makeAsyncIterator()
                        for await size in resizes {
                            sink.yield(.resize(size))
                            guard await handled.next() != nil else { break }
                        }
                    }
                    group.addTask { for await signal in terminations { sink.yield(.terminate(signal: signal)) } }
                    await handler.run(effects, in: &group)
                }
            }
            defer { work.cancel() }

            var model = ReaderModel(
                size: session.size, imageSettings: imageSettings, resumeNumber: resumeNumber,
                ambiguousIsWide: ambiguousIsWide, imageDisplay: imageDisplay, asciiOnly: asciiOnly,
                explanationPagePrefix: services.explanationPagePrefix)
            model.whatIfSite = services.whatIfSite
            ReaderModel.startEffects.forEach { effectSink.yield($0) }
            if let startNumber { model.start(at: startNumber).forEach { effectSink.yield($0) } }
            try session.draw(ReaderView.frame(for: model), size: model.size)
            for await event in events {
                for effect in model.handle(event) {
                    switch effect {
                    case .quit(let signal):
                        return Ending(
                            numberToResume: model.numberToResume, signal: signal, newestSeen: model.newestSeen)
                    case .redraw: session.invalidate()
                    case .suspend: session.suspend()
                    case .copyToClipboard(let text): try? session.copyToClipboard(text)
                    case .openOutside(let link):
                        sink.yield(.notice(await openInBrowser(link.text, with: session)))
                    case .openURL(let url): sink.yield(.notice(await openInBrowser(url, with: session)))
                    default: effectSink.yield(effect)
                    }
                }
                try session.draw(ReaderView.frame(for: model), size: model.size)
                switch event {
                case .keys: keyHandled.yield()
                case .resize: resizeHandled.yield()
                default: break
                }
            }
            return Ending(numberToResume: model.numberToResume, signal: nil, newestSeen: model.newestSeen)
        }
    }
}
