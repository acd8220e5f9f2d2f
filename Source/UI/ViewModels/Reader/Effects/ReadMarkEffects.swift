import ComicData

/// Read marks: set when a comic is opened or by hand, and `M`'s marks in one go.
///
/// Their work runs in order, one piece at a time (`run()`), beside the other
/// effects: `M`'s count, right after `u`, counts the mark `u` gave.
struct ReadMarkEffects: Sendable {
    typealias Work = @Sendable () async -> Void

    let readMarks: any ReadMarking
    let sink: ReaderEventSink
    private let queue: AsyncStream<Work>.Continuation
    private let work: AsyncStream<Work>

    init(services: any ReaderServices, sink: ReaderEventSink) {
        readMarks = services.readMarks
        self.sink = sink
        (work, queue) = AsyncStream.makeStream()
    }

    /// Does the queued work in order until cancelled (the reader quits).
    func run() async {
        for await next in work { await next() }
    }

    func set(_ isRead: Bool, _ number: Int) {
        let (readMarks, sink) = (self.readMarks, self.sink)
        queue.yield {
            do { try await readMarks.setMarked(isRead, numbers: [number]) } catch {
                sink.yield(.notice("Could not mark comic \(number) \(isRead ? "read" : "unread"): \(error)"))
            }
        }
    }

    /// `M`'s question asks about the comics it would mark: they are counted first.
    func count(atOrBelow number: Int) {
        let (readMarks, sink) = (self.readMarks, self.sink)
        queue.yield {
            do {
                sink.yield(.unreadCount(atOrBelow: number, try await readMarks.unmarkedCount(atOrBelow: number)))
            } catch {
                sink.yield(.notice("Could not count the unread comics: \(error)"))
            }
        }
    }

    func markAll(atOrBelow number: Int) {
        let (readMarks, sink) = (self.readMarks, self.sink)
        queue.yield {
            do {
                let marked = try await readMarks.markAll(atOrBelow: number)
                sink.yield(
                    .notice(
                        marked == 0 ? "Nothing to mark: all were read" : "Marked \(ReaderModel.comics(marked)) read"))
            } catch {
                sink.yield(.notice("Could not mark the comics read: \(error)"))
            }
        }
    }
}
