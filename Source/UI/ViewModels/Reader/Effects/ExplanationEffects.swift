import ComicData

/// `x`'s load: the explanation, or why there is none, comes back as
/// `.explanationLoaded`, so the keys never wait for the wiki.
struct ExplanationEffects: Sendable {
    let services: any ReaderServices
    let sink: ReaderEventSink

    func load(_ number: Int, in group: inout DiscardingTaskGroup) {
        let (services, sink) = (self.services, self.sink)
        group.addTask {
            let content: ExplanationScreen.Content
            do {
                content = .loaded(try await services.explanation(of: number))
            } catch let error as ExplanationError {
                content = .unavailable(Self.message(error, number: number))
            } catch {
                content = .unavailable("Could not load the explanation of #\(number): \(error)")
            }
            sink.yield(.explanationLoaded(number, content))
        }
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
