import ComicData
import Synchronization

/// `x`'s load: the explanation, or why there is none, comes back as
/// `.explanationLoaded`, so the keys never wait for the wiki. Leaving the
/// screen (`.closeExplanation`) cancels its load: an abandoned page must not
/// hold one of the wiki's two request slots.
struct ExplanationEffects: Sendable {
    let services: any ReaderServices
    let sink: ReaderEventSink
    /// The loads under way, by comic: finishing one's stream stops it.
    private var loading: [Int: AsyncStream<Never>.Continuation] = [:]
    /// Numbers the layouts asked for: only the newest goes on, so a storm
    /// of resizes wraps a large page once, not once a resize.
    private let newestLayout = LayoutTicket()

    /// Wraps the explanation off the main loop; an older layout still
    /// running stops at its next block, and quitting cancels it.
    func layOut(_ explanation: Explanation, width: Int, ambiguousIsWide: Bool, in group: inout DiscardingTaskGroup) {
        let (sink, newest) = (self.sink, newestLayout)
        let ticket = newest.take()
        group.addTask {
            let layout = ExplanationLayout(explanation, width: width, ambiguousIsWide: ambiguousIsWide) {
                Task.isCancelled || !newest.isNewest(ticket)
            }
            if let layout { sink.yield(.explanationLaidOut(explanation.number, layout)) }
        }
    }

    init(services: any ReaderServices, sink: ReaderEventSink) {
        self.services = services
        self.sink = sink
    }

    mutating func load(_ number: Int, in group: inout DiscardingTaskGroup) {
        let (services, sink) = (self.services, self.sink)
        let (closed, close) = AsyncStream<Never>.makeStream()
        self.close(number)
        loading[number] = close
        group.addTask {
            await SearchEffects.run(until: closed) {
                let content: ExplanationScreen.Content
                do {
                    content = .loaded(try await services.explanation(of: number))
                } catch is CancellationError {
                    return
                } catch let error as ExplanationError {
                    content = .unavailable(Self.message(error, number: number))
                } catch {
                    content = .unavailable("Could not load the explanation of #\(number): \(error)")
                }
                sink.yield(.explanationLoaded(number, content))
            }
        }
    }

    mutating func close(_ number: Int) {
        loading.removeValue(forKey: number)?.finish()
    }

    static func message(_ error: ExplanationError, number: Int) -> String {
        switch error {
        case .noPage: "explain xkcd has no page for #\(number) yet"
        case .notSaved:
            "Offline, and #\(number)'s explanation is not saved: xkcd sync --explain saves them for offline reading"
        case .wiki(let code, let info): "explain xkcd answered \(code): \(info)"
        }
    }
}

/// Hands out increasing numbers and says whether one is still the last handed out.
final class LayoutTicket: Sendable {
    private let last = Atomic<Int>(0)

    func take() -> Int { last.add(1, ordering: .relaxed).newValue }
    func isNewest(_ ticket: Int) -> Bool { last.load(ordering: .relaxed) == ticket }
}
