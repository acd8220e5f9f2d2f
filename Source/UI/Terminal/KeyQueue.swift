import Synchronization

/// The keys read but not yet handled, as counted runs: bounded, so a flood
/// (a held key, a megabyte of random bytes, a paste into a terminal without
/// bracketed paste) never queues without end, and no press is lost to the bound.
///
/// A key pressed again while it waits adds one to its run (Down×70 is one
/// run of 70). Only past `capacity` runs of different keys, more than anyone
/// types while a frame draws, do the oldest runs go, so the newest key (a `q`
/// after any flood) is kept. The consumer takes every run waiting at once.
public final class KeyQueue: AsyncSequence, Sendable {
    public typealias Element = [KeyPress]
    public typealias Failure = Never

    /// Runs of different keys that may wait: far more than a burst of typing
    /// while a frame draws, few enough that handling them all takes milliseconds.
    public static let capacity = 256

    private struct State {
        var runs: [KeyPress] = []
        var isFinished = false
    }

    private let state = Mutex(State())
    private let wake: AsyncStream<Void>
    private let wakeSink: AsyncStream<Void>.Continuation

    public init() {
        (wake, wakeSink) = AsyncStream.makeStream(bufferingPolicy: .bufferingNewest(1))
    }

    /// Adds keys in order, counting runs. Ctrl-C, which quits, drops the
    /// runs still waiting from earlier reads: they are a backlog behind a
    /// busy reader (a flood) that would only hold the quit up.
    public func push(_ keys: [Key]) {
        guard !keys.isEmpty else { return }
        state.withLock { state in
            guard !state.isFinished else { return }
            // The runs before this index came from earlier reads; the last of
            // them may carry presses of this read too.
            var earlier = state.runs.count
            var carried = 0
            for key in keys {
                if key == .interrupt, earlier > 0 {
                    let boundary = state.runs[earlier - 1]
                    state.runs.removeFirst(earlier)
                    if carried > 0 { state.runs.insert(KeyPress(boundary.key, count: carried), at: 0) }
                    earlier = 0
                }
                if earlier > 0, earlier == state.runs.count, state.runs[earlier - 1].counts(key) { carried += 1 }
                Self.append(key, to: &state.runs)
            }
            Self.trim(&state.runs)
        }
        wakeSink.yield()
    }

    /// No more keys will come; the ones waiting are still handed out.
    public func finish() {
        state.withLock { $0.isFinished = true }
        wakeSink.finish()
    }

    /// How many runs wait now.
    public var count: Int { state.withLock { $0.runs.count } }

    /// Adds one press to `runs`, as `push` does; `trim` then keeps them within `capacity`.
    public static func append(_ key: Key, to runs: inout [KeyPress]) {
        if let last = runs.indices.last, runs[last].counts(key) {
            runs[last].count = Swift.min(runs[last].count + 1, KeyPress.maximumCount)
        } else {
            runs.append(KeyPress(key))
        }
    }

    /// Past `capacity`, the oldest runs go: once a read, not once a key, so a
    /// flood costs no more than the keys it brings.
    public static func trim(_ runs: inout [KeyPress]) {
        if runs.count > capacity { runs.removeFirst(runs.count - capacity) }
    }

    fileprivate func takeAll() -> [KeyPress] {
        state.withLock { state in
            defer { state.runs.removeAll(keepingCapacity: true) }
            return state.runs
        }
    }

    public func makeAsyncIterator() -> Iterator {
        Iterator(queue: self, wake: wake.makeAsyncIterator())
    }

    public struct Iterator: AsyncIteratorProtocol {
        fileprivate let queue: KeyQueue
        fileprivate var wake: AsyncStream<Void>.Iterator

        /// Every run waiting, oldest first; nil once finished and drained.
        public mutating func next() async -> [KeyPress]? {
            while true {
                let runs = queue.takeAll()
                if !runs.isEmpty { return runs }
                // Finished or cancelled: what is left, then the end.
                guard await wake.next() != nil else {
                    let rest = queue.takeAll()
                    return rest.isEmpty ? nil : rest
                }
            }
        }
    }
}
