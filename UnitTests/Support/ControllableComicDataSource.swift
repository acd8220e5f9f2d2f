import ComicData

/// Wraps any data source to log its calls and to make chosen page loads fail
/// or hang until cancelled, so tests can reach states real sources rarely show.
public actor ControllableComicDataSource<Base: ComicDataSource>: ComicDataSource {
    public typealias PageBookmark = Base.PageBookmark

    public enum Call: Sendable, Hashable {
        case prewarm
        case firstPage(size: Int)
        case refreshedFirstPage(size: Int)
        case page(after: Base.PageBookmark, size: Int)
        case comic(Int)
    }

    private enum Plan {
        case fail(any Error)
        case hang
    }

    private let base: Base
    private var plans: [Plan] = []
    public private(set) var calls: [Call] = []
    public private(set) var cancelledLoads = 0
    private var hangingLoads = 0
    private var hangWaiters: [CheckedContinuation<Void, Never>] = []

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

    /// Returns once a planned hang has begun.
    public func waitUntilHanging() async {
        if hangingLoads > 0 { return }
        await withCheckedContinuation { hangWaiters.append($0) }
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

    public func page(after bookmark: PageBookmark, size: Int) async throws -> ComicPage<PageBookmark> {
        calls.append(.page(after: bookmark, size: size))
        try await followPlan()
        return try await base.page(after: bookmark, size: size)
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
            hangingLoads += 1
            hangWaiters.forEach { $0.resume() }
            hangWaiters.removeAll()
            defer { hangingLoads -= 1 }
            do {
                while true { try await Task.sleep(for: .seconds(3600)) }
            } catch {
                cancelledLoads += 1
                throw error
            }
        }
    }
}
