/// What a `ComicFeed` needs of a mark repository: one kind of mark and its
/// marked numbers as they change (marks are set through `MarkRepository`).
///
/// `MarkRepository` is the implementation over a `MarkStore`; a test swaps
/// in one over an in-memory store.
public protocol ComicMarkRepository: Sendable {
    var mark: Mark { get }

    var markedNumbers: Set<Int> { get async }

    /// The marked numbers now, then after every change.
    func changes() async -> AsyncStream<Set<Int>>

    /// Reads the marked numbers, so a feed shows them before `run()` starts.
    func prewarm() async

    /// Follows the store (changes from any feed or process) until cancelled.
    func run() async
}
