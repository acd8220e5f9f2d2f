import ComicData

/// Links opened in a browser; the status line says what became of each.
struct LinkEffects: Sendable {
    let services: any ReaderServices
    let sink: ReaderEventSink

    func open(_ link: ComicLink) {
        let message: String
        do {
            switch try services.open(link) {
            case .opened(let url): message = "Opened \(url)"
            case .show(let url): message = "No browser here: \(url)"
            }
        } catch {
            message = "Could not open a browser: \(error)"
        }
        sink.yield(.notice(message))
    }
}
