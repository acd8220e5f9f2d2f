/// What a `ComicFeed` needs of a mark repository: one kind of mark, its
/// marked numbers as they change, and the command that sets a mark.
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

    func setMarked(_ isMarked: Bool, comic: Comic) async throws

    /// Follows the store (changes from any feed or process) until cancelled.
    func run() async
}
