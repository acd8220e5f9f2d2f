import ComicData

/// `x`'s load: the explanation, or why there is none, comes back as
/// `.explanationLoaded`, so the keys never wait for the wiki. Leaving the
/// screen (`.closeExplanation`) cancels its load: an abandoned page must not
/// hold one of the wiki's two request slots.
struct ExplanationEffects: Sendable {
    let services: any ReaderServices
    let sink: ReaderEventSink
    private var loads = LoadsByNumber()
    private let layouts = NewestLayout()

    init(services: any ReaderServices, sink: ReaderEventSink) {
        self.services = services
        self.sink = sink
    }

    mutating func load(_ number: Int, in group: inout DiscardingTaskGroup) {
        let (services, sink) = (self.services, self.sink)
        loads.load(number, in: &group) {
            try await services.explanation(of: number)
        } failure: { error in
            guard let error = error as? ExplanationError else {
                return "Could not load the explanation of #\(number): \(error)"
            }
            return Self.message(error, number: number)
        } answer: {
            sink.yield(.explanationLoaded(number, $0))
        }
    }

    mutating func close(_ number: Int) {
        loads.close(number)
    }

    /// Wraps the explanation off the main loop; an older layout still
    /// running stops at its next block, and quitting cancels it.
    func layOut(_ explanation: Explanation, width: Int, ambiguousIsWide: Bool, in group: inout DiscardingTaskGroup) {
        let sink = self.sink
        layouts.make(in: &group) { shouldStop in
            ExplanationLayout(explanation, width: width, ambiguousIsWide: ambiguousIsWide, shouldStop: shouldStop)
        } deliver: {
            sink.yield(.explanationLaidOut(explanation.number, $0))
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
