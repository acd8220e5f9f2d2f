/// Hands every value to any number of AsyncStream observers.
///
/// Kept inside an actor as a value. A new observer starts with the current
/// value; an observer that stopped iterating is dropped at the next send, so
/// no cleanup task is needed.
public struct Broadcast<Element: Sendable>: Sendable {
    private var continuations: [AsyncStream<Element>.Continuation] = []

    public init() {}

    public mutating func subscribe(startingWith current: Element) -> AsyncStream<Element> {
        // Unbounded: observers see every value in order; each value is small.
        let (stream, continuation) = AsyncStream<Element>.makeStream(bufferingPolicy: .unbounded)
        continuation.yield(current)
        continuations.append(continuation)
        return stream
    }

    public mutating func send(_ value: Element) {
        continuations.removeAll { continuation in
            if case .terminated = continuation.yield(value) { true } else { false }
        }
    }
}
