import Synchronization

/// The keys read but not yet handled: bounded, so a flood (a held key, a
/// megabyte of random bytes, a paste into a terminal without bracketed
/// paste) never queues without end.
///
/// A move key repeated while it waits folds into one; past `capacity` the
/// oldest keys go. So the newest key, a `q` after any flood, is kept and
/// handled after at most `capacity - 1` others. One consumer.
public final class KeyQueue: AsyncSequence, Sendable {
    public typealias Element = Key
    public typealias Failure = Never

    /// Enough for a fast typist's burst while a frame draws; small enough
    /// that working through a full queue takes a few milliseconds.
    public static let capacity = 32

    private struct State {
        var keys: [Key] = []
        var isFinished = false
    }

    private let state = Mutex(State())
    private let wake: AsyncStream<Void>
    private let wakeSink: AsyncStream<Void>.Continuation

    public init() {
        (wake, wakeSink) = AsyncStream.makeStream(bufferingPolicy: .bufferingNewest(1))
    }

    /// Adds keys in order, folding and dropping as the type says.
    public func push(_ keys: [Key]) {
        guard !keys.isEmpty else { return }
        state.withLock { state in
            guard !state.isFinished else { return }
            for key in keys { Self.append(key, to: &state.keys) }
        }
        wakeSink.yield()
    }

    /// No more keys will come; the ones waiting are still handed out.
    public func finish() {
        state.withLock { $0.isFinished = true }
        wakeSink.finish()
    }

    /// How many keys wait now.
    public var count: Int { state.withLock { $0.keys.count } }

    static func append(_ key: Key, to keys: inout [Key]) {
        if key.folds, keys.last == key { return }
        keys.append(key)
        if keys.count > capacity { keys.removeFirst(keys.count - capacity) }
    }

    fileprivate func popFirst() -> Key? {
        state.withLock { $0.keys.isEmpty ? nil : $0.keys.removeFirst() }
    }

    public func makeAsyncIterator() -> Iterator {
        Iterator(queue: self, wake: wake.makeAsyncIterator())
    }

    public struct Iterator: AsyncIteratorProtocol {
        fileprivate let queue: KeyQueue
        fileprivate var wake: AsyncStream<Void>.Iterator

        public mutating func next() async -> Key? {
            while true {
                if let key = queue.popFirst() { return key }
                // Finished or cancelled: what is left, then the end.
                guard await wake.next() != nil else { return queue.popFirst() }
            }
        }
    }
}

extension Key {
    /// A held ↓ that outran the screen is one more step, not a backlog that
    /// scrolls on after the key is let go. Characters never fold: in a prompt they are text.
    var folds: Bool {
        switch self {
        case .up, .down, .left, .right, .pageUp, .pageDown, .home, .end: true
        case .mouse(let event): event.kind != .click
        default: false
        }
    }
}
