import Synchronization

/// Layouts made off the main loop where only the one asked for last goes
/// on: a storm of resizes lays a large page out once, not once a resize.
struct NewestLayout: Sendable {
    private let tickets = LayoutTicket()

    /// Runs `build` (which may stop early when `shouldStop` says so) and hands
    /// its layout to `deliver`, unless a newer layout was asked for meanwhile
    /// or the reader is quitting.
    func make<Layout: Sendable>(
        in group: inout DiscardingTaskGroup,
        _ build: @escaping @Sendable (_ shouldStop: @escaping @Sendable () -> Bool) -> Layout?,
        deliver: @escaping @Sendable (Layout) -> Void
    ) {
        let tickets = self.tickets
        let ticket = tickets.take()
        group.addTask {
            let shouldStop: @Sendable () -> Bool = { Task.isCancelled || !tickets.isNewest(ticket) }
            guard let layout = build(shouldStop), !shouldStop() else { return }
            deliver(layout)
        }
    }
}

/// Hands out increasing numbers and says whether one is still the last handed out.
final class LayoutTicket: Sendable {
    private let last = Atomic<Int>(0)

    func take() -> Int { last.add(1, ordering: .relaxed).newValue }
    func isNewest(_ ticket: Int) -> Bool { last.load(ordering: .relaxed) == ticket }
}
