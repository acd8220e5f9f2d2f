import ComicData
import ComicUI

/// The full-screen reader as an event pump: terminal events and view-model
/// states go into `ReaderModel`; the effects it answers with run here.
/// Every decision is the model's; this loop only moves values.
struct InteractiveReader {
    let environment: AppEnvironment
    /// How roles look on this terminal (`--color`, NO_COLOR).
    var theme = TerminalTheme.plain
    /// Nil when images are off.
    var images: ReaderImages?
    /// Start where the last run left Latest's selection (`--fresh` turns it off).
    var resumes = true

    /// Runs until the person quits; returns the signal that ended it, if one did.
    func run() async throws -> Int32? {
        try await TerminalSession.run { session in
            session.theme = theme
            let (events, sink) = AsyncStream<ReaderEvent>.makeStream()
            let (effects, effectSink) = AsyncStream<ReaderEffect>.makeStream()
            let (keys, resizes, terminations) = (session.keys, session.resizes, session.terminations)
            let runner = ReaderEffectRunner(environment: environment, imageLoader: images?.loader, sink: sink)
            // The screens' work runs beside the pump and is cancelled on quit,
            // never waited for: a request stuck on a silent server cannot hold
            // the terminal or the exit.
            let work = Task {
                await withDiscardingTaskGroup { group in
                    group.addTask {
                        // Key times let the model tell a double press from two presses.
                        let start = ContinuousClock.now
                        for await key in keys { sink.yield(.key(key, at: start.duration(to: .now))) }
                        sink.yield(.inputEnded)
                    }
                    group.addTask { for await size in resizes { sink.yield(.resize(size)) } }
                    group.addTask { for await signal in terminations { sink.yield(.terminate(signal: signal)) } }
                    await runner.run(effects, in: &group)
                }
            }
            defer { work.cancel() }

            let resumeNumber =
                resumes ? try? await ReaderStateStore(database: environment.database).resumeComicNumber() : nil
            var model = ReaderModel(
                size: session.size, imageSettings: images?.settings, resumeNumber: resumeNumber)
            ReaderModel.startEffects.forEach { effectSink.yield($0) }
            try session.draw(ReaderView.frame(for: model), size: model.size)
            for await event in events {
                for effect in model.handle(event) {
                    switch effect {
                    case .quit(let signal):
                        await saveResumePosition(model)
                        return signal
                    case .redraw: session.invalidate()
                    case .suspend: session.suspend()
                    default: effectSink.yield(effect)
                    }
                }
                try session.draw(ReaderView.frame(for: model), size: model.size)
            }
            await saveResumePosition(model)
            return nil
        }
    }

    /// A position that cannot be saved (a read-only database) only means the next run starts at the top.
    private func saveResumePosition(_ model: ReaderModel) async {
        guard let number = model.numberToResume else { return }
        try? await ReaderStateStore(database: environment.database).saveResumeComicNumber(number)
    }
}
