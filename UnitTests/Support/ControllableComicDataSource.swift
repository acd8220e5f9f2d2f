import ComicData

/// Wraps any data source to log its calls and to make chosen page loads fail,
/// hang until cancelled, or wait until released, so tests can reach states
/// real sources rarely show, and know when a load is in flight.
public actor ControllableComicDataSource<Base: ComicDataSource>: ComicDataSource {
    public typealias PageBookmark = Base.PageBookmark

    public enum Call: Sendable, Hashable {
        case prewarm
        case firstPage(size: Int)
        case refreshedFirstPage(size: Int)
        case page(after: Base.PageBookmark, size: Int)
        case page(before: Base.PageBookmark, size: Int)
        case comic(Int)
    }

    private enum Plan {
        case fail(any Error)
        case hang
        case hold
    }

    private let base: Base
    private var plans: [Plan] = []
    public private(set) var calls: [Call] = []
    public private(set) var cancelledLoads = 0
    private var pausedLoads = 0
    private var pauseWaiters: [CheckedContinuation<Void, Never>] = []
    private var heldLoadReleases: [AsyncStream<Void>.Continuation] = []

    public init(_ base: Base) {
        self.base = base
    }

    /// The next page load (first or next) throws `error`.
    public func failNextLoad(with error: any Error) {
        plans.append(.fail(error))
    }

    /// The next page load waits until its task is cancelled.
    public func hangNextLoad() {
        plans.append(.hang)
    }

    /// The next page load waits, in flight, until `releaseHeldLoads()` (or cancellation).
    public func holdNextLoad() {
        plans.append(.hold)
    }

    /// Lets every held load go on to the base source.
    public func releaseHeldLoads() {
        heldLoadReleases.forEach { $0.yield() }
        heldLoadReleases.removeAll()
    }

    /// Returns once a planned hang or hold has begun: a load is in flight.
    public func waitUntilPaused() async {
        if pausedLoads > 0 { return }
        await withCheckedContinuation { pauseWaiters.append($0) }
    }

    public var pageCalls: [Call] {
        calls.filter { if case .comic = $0 { false } else if case .prewarm = $0 { false } else { true } }
    }

    public func prewarm() async throws {
        calls.append(.prewarm)
        try await base.prewarm()
    }

    public func firstPage(size: Int) async throws -> ComicPage<PageBookmark> {
        calls.append(.firstPage(size: size))
        try await followPlan()
        return try await base.firstPage(size: size)
    }

    public func refreshedFirstPage(size: Int) async throws -> ComicPage<PageBookmark> {
        calls.append(.refreshedFirstPage(size: size))
        try await followPlan()
        return try await base.refreshedFirstPage(size: size)
    }

    /// Passed through, unplanned: the cache is read at once.
    public func cachedFirstPage(size: Int) async throws -> ComicPage<PageBookmark>? {
        try await base.cachedFirstPage(size: size)
    }

    public func page(after bookmark: PageBookmark, size: Int) async throws -> ComicPage<PageBookmark> {
        calls.append(.page(after: bookmark, size: size))
        try await followPlan()
        return try await base.page(after: bookmark, size: size)
    }

    public func page(before bookmark: PageBookmark, size: Int) async throws -> ComicPage<PageBookmark>? {
        calls.append(.page(before: bookmark, size: size))
        try await followPlan()
        return try await base.page(before: bookmark, size: size)
    }

    public nonisolated func pageBookmark(startingAt number: Int) -> PageBookmark? {
        base.pageBookmark(startingAt: number)
    }

    public func contains(_ number: Int) async throws -> Bool {
        try await base.contains(number)
    }

    public func comic(_ number: Int) async throws -> Comic? {
        calls.append(.comic(number))
        return try await base.comic(number)
    }

    private func followPlan() async throws {
        guard !plans.isEmpty else { return }
        switch plans.removeFirst() {
        case .fail(let error):
            throw error
        case .hang:
            pause()
            defer { pausedLoads -= 1 }
            do {
                while true { try await Task.sleep(for: .seconds(3600)) }
            } catch {
                cancelledLoads += 1
                throw error
            }
        case .hold:
            let (release, releaser) = AsyncStream<Void>.makeStream()
            heldLoadReleases.append(releaser)
            pause()
            defer { pausedLoads -= 1 }
            // Ends on release, or at once when the task is cancelled.
            for await _ in release { break }
            if Task.isCancelled {
                cancelledLoads += 1
                throw CancellationError()
            }
        }
    }

    private func pause() {
        pausedLoads += 1
        pauseWaiters.forEach { $0.resume() }
        pauseWaiters.removeAll()
    }
}
