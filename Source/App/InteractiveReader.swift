import ComicData
import ComicUI

/// The full-screen reader as an event pump: terminal events and view-model
/// states go into `ReaderModel`; the effects it answers with run here.
/// Every decision is the model's; this loop only moves values.
struct InteractiveReader {
    let environment: AppEnvironment

    /// Runs until the person quits; returns the signal that ended it, if one did.
    func run() async throws -> Int32? {
        try await TerminalSession.run { session in
            let (events, sink) = AsyncStream<ReaderEvent>.makeStream()
            let (keys, resizes, terminations) = (session.keys, session.resizes, session.terminations)
            var effects = ReaderEffectRunner(environment: environment, sink: sink)
            var model = ReaderModel(size: session.size)
            return try await withThrowingDiscardingTaskGroup(returning: Int32?.self) { group in
                group.addTask {
                    for await key in keys { sink.yield(.key(key)) }
                    sink.yield(.inputEnded)
                }
                group.addTask { for await size in resizes { sink.yield(.resize(size)) } }
                group.addTask { for await signal in terminations { sink.yield(.terminate(signal: signal)) } }
                for effect in ReaderModel.startEffects { await effects.perform(effect, in: &group) }
                try session.draw(ReaderView.frame(for: model), size: model.size)

                for await event in events {
                    for effect in model.handle(event) {
                        switch effect {
                        case .quit(let signal):
                            // Children stuck in I/O are cancelled, not waited on here.
                            group.cancelAll()
                            return signal
                        case .redraw:
                            session.invalidate()
                        default:
                            await effects.perform(effect, in: &group)
                        }
                    }
                    try session.draw(ReaderView.frame(for: model), size: model.size)
                }
                group.cancelAll()
                return nil
            }
        }
    }
}
