import ComicData
import ComicUI
import Testing

/// A `ReaderEffectHandler` running as the reader runs it, over in-memory
/// services: effects in, events out.
struct EffectDriver {
    let services: InMemoryReaderServices
    let images: InMemoryImages?
    private let effects: AsyncStream<ReaderEffect>.Continuation
    private let items: AsyncStream<Item>.Continuation
    private var events: AsyncStream<Item>.Iterator
    private let running: Task<Void, Never>
    private var waits = 0

    /// How long a wait may take before it fails. In-memory services answer
    /// at once, so an event this late is an event that will never come.
    static let patience = Duration.seconds(5)

    /// What reaches the test: the handler's events, and the ends of waits.
    private enum Item: Sendable {
        case event(ReaderEvent)
        case deadline(wait: Int)
    }

    init(_ services: InMemoryReaderServices = InMemoryReaderServices(), images: InMemoryImages? = nil) {
        self.services = services
        self.images = images
        let (eventStream, sink) = AsyncStream<ReaderEvent>.makeStream()
        let (effectStream, effects) = AsyncStream<ReaderEffect>.makeStream()
        let (itemStream, items) = AsyncStream<Item>.makeStream()
        let handler = ReaderEffectHandler(services: services, images: images, sink: sink, searchDebounce: .zero)
        running = Task {
            await withDiscardingTaskGroup { group in
                group.addTask { for await event in eventStream { items.yield(.event(event)) } }
                await handler.run(effectStream, in: &group)
            }
        }
        self.effects = effects
        self.items = items
        events = itemStream.makeAsyncIterator()
    }

    func send(_ effects: ReaderEffect...) {
        effects.forEach { self.effects.yield($0) }
    }

    /// The next event that `match` takes, skipping the others; nil, with a
    /// recorded issue naming `awaited`, when none comes within `patience`.
    mutating func next<Value>(
        _ awaited: String = "a matching event", sourceLocation: SourceLocation = #_sourceLocation,
        _ match: (ReaderEvent) -> Value?
    ) async -> Value? {
        waits += 1
        let wait = waits
        let timer = Task { [items] in
            guard (try? await Task.sleep(for: Self.patience)) != nil else { return }
            items.yield(.deadline(wait: wait))
        }
        defer { timer.cancel() }
        while let item = await events.next() {
            switch item {
            case .event(let event):
                if let value = match(event) { return value }
            case .deadline(let ended) where ended == wait:
                Issue.record("waited \(Self.patience) for \(awaited); it never came", sourceLocation: sourceLocation)
                return nil
            case .deadline:
                continue
            }
        }
        return nil
    }

    /// The next event equal to `expected`, skipping others; false if it does not come.
    mutating func expect(_ expected: ReaderEvent, sourceLocation: SourceLocation = #_sourceLocation) async -> Bool {
        await next("\(expected)", sourceLocation: sourceLocation) { $0 == expected ? true : nil } ?? false
    }

    /// The next notice.
    mutating func notice() async -> String? {
        await next("a notice") { if case .notice(let text) = $0 { text } else { nil } }
    }

    /// Starts Latest and returns once its rows are in its list.
    mutating func startLatest() async -> ComicListState? {
        send(.startFeed(.latest))
        return await next("Latest's first rows") { event in
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
