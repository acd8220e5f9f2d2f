import ComicData

/// One feed's list as the reader shows it: the snapshot its feed published,
/// drawn as it came, and the person's selection (by comic number) and
/// scroll position in it — items and selection in one value, as ratatui's
/// list keeps them.
///
/// Keys are never lost: a move past the loaded rows, while more can load,
/// is kept as a pending target and finished when the rows arrive.
public struct ListScreen: Sendable, Hashable {
    /// What the feed published last.
    public private(set) var snapshot: FeedSnapshot
    /// The selected comic's number (a failed row's too); nil when there are no rows.
    public private(set) var selectedNumber: Int?
    /// The first row shown; kept between frames so the list scrolls as little as it can.
    public private(set) var scrollOffset = 0
    /// Where moves past the loaded rows asked to go, as a row index.
    public private(set) var pendingIndex: Int?
    /// The first row stays selected as rows come in above it, until the person moves.
    private var followsTop = false

    public init(feed: FeedName) {
        snapshot = FeedSnapshot(feed: feed)
    }

    /// A list showing `snapshot` with row `selectedIndex` selected, scrolled
    /// to `scrollOffset` (a view's test, a benchmark).
    public init(_ snapshot: FeedSnapshot, selectedIndex: Int? = nil, scrollOffset: Int = 0) {
        self.snapshot = snapshot
        self.scrollOffset = scrollOffset
        select(selectedIndex)
    }

    public var feed: FeedName { snapshot.feed }

    /// The selected row's index in `snapshot.rows`.
    public var selectedIndex: Int? {
        selectedNumber.flatMap { number in snapshot.rows.firstIndex { $0.number == number } }
    }

    public var selectedRow: FeedRow? { selectedIndex.map { snapshot.rows[$0] } }

    /// Takes the feed's new rows, keeping the same comic selected while
    /// rows come and go; if it is gone, the comic with the nearest number. The
    /// selection keeps its screen row where the rows allow (rows that came in
    /// above it scroll out of view). A pending move goes on as far as the new
    /// rows reach. Returns how many rows came in above the first row shown
    /// before, for a notice when they are out of view.
    @discardableResult
    mutating func update(_ content: FeedSnapshot) -> Int {
        let previousIndex = selectedIndex
        let previousFirst = snapshot.rows.first?.number
        let startMoved = content.startNumber != snapshot.startNumber
        snapshot = content
        let rows = content.rows
        if startMoved {
            // Pages that start somewhere else (go to, or back to the newest): select where they start.
            startOver()
            return 0
        }
        let cameAbove = previousFirst.flatMap { first in rows.firstIndex { $0.number == first } } ?? 0
        if let pendingIndex, !rows.isEmpty {
            // Rows that came in above (a newer page) move the target down with the rows.
            moveTo(pendingIndex + cameAbove)
            return cameAbove
        }
        let index: Int? =
            if rows.isEmpty { nil } else if followsTop { 0 } else if let number = selectedNumber {
                rows.firstIndex { $0.number == number } ?? Self.nearest(to: number, in: rows)
            } else { min(previousIndex ?? 0, rows.count - 1) }
        select(index)
        if let previousIndex, let index, index != previousIndex {
            scrollOffset = max(0, scrollOffset + index - previousIndex)
        }
        return cameAbove
    }

    /// The first rows of pages started afresh: the comic they start at, or
    /// the nearest one (it may have failed or gone), else the first.
    private mutating func startOver() {
        followsTop = false
        pendingIndex = nil
        scrollOffset = 0
        let rows = snapshot.rows
        let index: Int? =
            if rows.isEmpty { nil } else if let number = snapshot.startNumber {
                rows.firstIndex { $0.number == number } ?? Self.nearest(to: number, in: rows)
            } else { 0 }
        select(index)
    }

    /// Moves by `offset` rows from where the last move was headed.
    mutating func move(by offset: Int) {
        guard !snapshot.rows.isEmpty else { return }
        followsTop = false
        moveTo((pendingIndex ?? selectedIndex ?? 0) + offset)
    }

    /// Selects comic `number` if it is loaded; says whether it was.
    mutating func select(number: Int) -> Bool {
        guard let index = snapshot.rows.firstIndex(where: { $0.number == number }) else { return false }
        pendingIndex = nil
        followsTop = false
        select(index)
        return true
    }

    /// Selects comic `number` if it is loaded, else the first row, and keeps
    /// the first row selected as newer rows come, until the person moves.
    mutating func selectOrFirst(_ number: Int?) {
        if let number, select(number: number) { return }
        selectFirst()
        followsTop = true
    }

    mutating func selectFirst() {
        followsTop = false
        pendingIndex = nil
        select(snapshot.rows.isEmpty ? nil : 0)
    }

    mutating func selectLast() {
        followsTop = false
        pendingIndex = nil
        select(snapshot.rows.isEmpty ? nil : snapshot.rows.count - 1)
    }

    private mutating func moveTo(_ target: Int) {
        let last = snapshot.rows.count - 1
        pendingIndex = target > last && snapshot.canGrow ? target : nil
        select(min(max(0, target), last))
    }

    /// Of two equally near, the lower number: the one that came after it in the feed.
    private static func nearest(to number: Int, in rows: [FeedRow]) -> Int? {
        rows.indices.min {
            (abs(rows[$0].number - number), rows[$0].number) < (abs(rows[$1].number - number), rows[$1].number)
        }
    }

    /// Keeps the selection on screen at `size`.
    mutating func scroll(toShowSelectionIn size: TerminalSize) {
        scrollOffset = ListLayout.scrollOffset(for: self, size: size, previous: scrollOffset)
    }

    /// Whether the next page should load: a move is waiting for it, or the
    /// selection is within `aheadRows` of the end (a screen, plus the page
    /// after it, so holding a key never sits on the last row).
    func shouldLoadMore(aheadRows: Int) -> Bool {
        guard snapshot.hasMore, snapshot.phase == .idle, let index = selectedIndex else { return false }
        return pendingIndex != nil || index >= snapshot.rows.count - 1 - aheadRows
    }

    /// What `r` means here: retry the selected placeholder, else the failed page, else refresh.
    var retryTarget: RetryTarget {
        switch selectedRow?.content {
        case .failed: if let number = selectedNumber { return .comic(number) }
        case .failedPage: return .page
        case .comic, .article, nil: break
        }
        if snapshot.isFailed { return .page }
        return .refresh
    }

    enum RetryTarget: Equatable {
        case comic(Int)
        case page, refresh
    }

    private mutating func select(_ index: Int?) {
        selectedNumber = index.flatMap { snapshot.rows.indices.contains($0) ? snapshot.rows[$0].number : nil }
    }
}
