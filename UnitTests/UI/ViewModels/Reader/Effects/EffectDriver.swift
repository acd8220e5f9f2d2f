import ComicData
import ComicUI

/// A `ReaderEffectHandler` running as the reader runs it, over in-memory
/// services: effects in, events out.
struct EffectDriver {
    let services: InMemoryReaderServices
    let images: InMemoryImages?
    private let effects: AsyncStream<ReaderEffect>.Continuation
    private var events: AsyncStream<ReaderEvent>.Iterator
    private let running: Task<Void, Never>

    init(_ services: InMemoryReaderServices = InMemoryReaderServices(), images: InMemoryImages? = nil) {
        self.services = services
        self.images = images
        let (eventStream, sink) = AsyncStream<ReaderEvent>.makeStream()
        let (effectStream, effects) = AsyncStream<ReaderEffect>.makeStream()
        let handler = ReaderEffectHandler(services: services, images: images, sink: sink, searchDebounce: .zero)
        running = Task { await withDiscardingTaskGroup { group in await handler.run(effectStream, in: &group) } }
        self.effects = effects
        events = eventStream.makeAsyncIterator()
    }

    func send(_ effects: ReaderEffect...) {
        effects.forEach { self.effects.yield($0) }
    }

    /// The next event that `match` takes, skipping the others.
    mutating func next<Value>(_ match: (ReaderEvent) -> Value?) async -> Value? {
        while let event = await events.next() {
            if let value = match(event) { return value }
        }
        return nil
    }

    /// The next event equal to `expected`, skipping others; false if the events end first.
    mutating func expect(_ expected: ReaderEvent) async -> Bool {
        await next { $0 == expected ? true : nil } ?? false
    }

    /// The next notice.
    mutating func notice() async -> String? {
        await next { if case .notice(let text) = $0 { text } else { nil } }
    }

    /// Starts Latest and returns once its rows are in its list.
    mutating func startLatest() async -> ComicListState? {
        send(.startFeed(.latest))
        return await next { event in
            guard case .list(let state) = event, state.feed == .latest, !state.rows.isEmpty else { return nil }
            return state
        }
    }

    func latest() -> RecordingRepository {
        services.feeds[.latest] ?? RecordingRepository([])
    }

    func stop() {
        running.cancel()
    }
}
