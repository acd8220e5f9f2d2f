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
    private let executor: QuiescentExecutor

    /// What reaches the test: the handler's events, and the moments its work ran out.
    private enum Item: Sendable {
        case event(ReaderEvent)
        case idle(Int)
    }

    init(_ services: InMemoryReaderServices = InMemoryReaderServices(), images: InMemoryImages? = nil) {
        self.services = services
        self.images = images
        let (eventStream, sink) = AsyncStream<ReaderEvent>.makeStream()
        let (effectStream, effects) = AsyncStream<ReaderEffect>.makeStream()
        let (itemStream, items) = AsyncStream<Item>.makeStream()
        let executor = QuiescentExecutor { items.yield(.idle($0)) }
        let handler = ReaderEffectHandler(
            services: services, images: images, sink: sink, sleep: executor.sleep(for:))
        self.executor = executor
        running = Task(executorPreference: executor) {
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
    /// recorded issue naming `awaited`, when it never comes (see `wait`).
    mutating func next<Value>(
        _ awaited: String = "a matching event", sourceLocation: SourceLocation = #_sourceLocation,
        _ match: (ReaderEvent) -> Value?
    ) async -> Value? {
        switch await wait(for: awaited, match) {
        case .came(let value):
            return value
        case .neverCame(let message):
            Issue.record(Comment(rawValue: message), sourceLocation: sourceLocation)
            return nil
        }
    }

    /// How a wait ended.
    enum Outcome<Value> {
        case came(Value)
        /// The handler's work ran out without it, or the events ended: why, in words.
        case neverCame(String)
    }

    /// Waits for the next event that `match` takes, skipping the others, until
    /// the handler's work has run out without it: once no job is left and no
    /// timer is set, nothing but the test could make it come, so the wait ends
    /// then, not after a guessed patience.
    mutating func wait<Value>(for awaited: String, _ match: (ReaderEvent) -> Value?) async -> Outcome<Value> {
        // A mark after whatever came before: a wait that starts idle ends once it has read them.
        executor.markIfIdle()
        while let item = await events.next() {
            switch item {
            case .event(let event):
                if let value = match(event) { return .came(value) }
            case .idle(let moment) where executor.isStill(idle: moment):
                return .neverCame("waited for \(awaited); it never came: every effect's work had ended without it")
            case .idle:
                continue  // work ran after this mark: a later one follows
            }
        }
        return .neverCame("waited for \(awaited); the handler's events ended without it")
    }

    /// The next event equal to `expected`, skipping others; false if it does not come.
    mutating func expect(_ expected: ReaderEvent, sourceLocation: SourceLocation = #_sourceLocation) async -> Bool {
        await next("\(expected)", sourceLocation: sourceLocation) { $0 == expected ? true : nil } ?? false
    }

    /// Each of `expected`, in any order (separate children send them), skipping others; false if one does not come.
    mutating func expectAll(
        _ expected: [ReaderEvent], sourceLocation: SourceLocation = #_sourceLocation
    ) async -> Bool {
        var missing = expected
        while !missing.isEmpty {
            let awaited = missing.map { "\($0)" }.joined(separator: " and ")
            guard let found = await next(awaited, sourceLocation: sourceLocation, { missing.firstIndex(of: $0) })
            else { return false }
            missing.remove(at: found)
        }
        return true
    }

    /// The next notice.
    mutating func notice() async -> String? {
        await next("a notice") { if case .notice(let text) = $0 { text } else { nil } }
    }

    /// Starts Latest and returns once its rows are in its list.
    mutating func startLatest() async -> FeedSnapshot? {
        send(.startFeed(.latest))
        return await next("Latest's first rows") { event in
            guard case .list(let state) = event, state.feed == .latest, !state.rows.isEmpty else { return nil }
            return state
        }
    }

    func latest() -> RecordingRepository {
        services.feeds[.latest] ?? RecordingRepository(.latest, [])
    }

    func stop() {
        running.cancel()
    }
}
