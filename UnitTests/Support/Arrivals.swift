/// Counts tasks that reached a point, and lets a test wait until enough have.
public actor Arrivals {
    private var count = 0
    private var waiters: [(count: Int, continuation: CheckedContinuation<Void, Never>)] = []

    public init() {}

    public func arrive() {
        count += 1
        let ready = waiters.filter { $0.count <= count }
        waiters.removeAll { $0.count <= count }
        ready.forEach { $0.continuation.resume() }
    }

    public func wait(for expected: Int) async {
        if count >= expected { return }
        await withCheckedContinuation { waiters.append((expected, $0)) }
    }
}
