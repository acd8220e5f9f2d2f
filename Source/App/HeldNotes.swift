import ComicUI
import Synchronization

/// Notes the services say while the reader owns the screen wait until it is
/// left: written then, they would land raw over the reader's screen.
final class HeldNotes: Sendable {
    private let held = Mutex<[String]?>(nil)

    /// Says `note` on `console` now, or keeps it while held.
    func say(_ note: String, on console: Console) {
        let kept = held.withLock { held in
            held?.append(note)
            return held != nil
        }
        if !kept { console.note(note) }
    }

    func hold() {
        held.withLock { $0 = $0 ?? [] }
    }

    /// The notes kept since `hold()`; from now on notes are said at once.
    func release() -> [String] {
        held.withLock { held in
            defer { held = nil }
            return held ?? []
        }
    }
}
