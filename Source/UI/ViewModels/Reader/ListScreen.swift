/// One feed's list as the reader shows it: the rows its view model
/// published, and the person's selection and scroll position in them.
public struct ListScreen: Sendable, Hashable {
    /// How close to the end of the loaded rows the selection may come before the next page loads.
    public static let loadAheadRows = 5

    /// The rows, with `selectedIndex` kept by this screen.
    public private(set) var state: ComicListState
    /// The first row shown; kept between frames so the list scrolls as little as it can.
    public private(set) var scrollOffset = 0
    private var selectedNumber: Int?

    public init(feed: ComicListState.Feed) {
        state = ComicListState(feed: feed)
    }

    public var selectedRow: ComicListRow? { state.selectedRow }

    /// Takes the view model's new rows, keeping the same comic selected while
    /// rows come and go; if it is gone, the same place.
    mutating func update(_ content: ComicListState) {
        let previousIndex = state.selectedIndex
        state = content
        let rows = content.rows
        let index: Int? =
            if rows.isEmpty { nil }
            else if let number = selectedNumber, let same = rows.firstIndex(where: { $0.number == number }) { same }
            else { min(previousIndex ?? 0, rows.count - 1) }
        select(index)
    }

    mutating func move(by offset: Int) {
        guard !state.rows.isEmpty else { return }
        select(min(max(0, (state.selectedIndex ?? 0) + offset), state.rows.count - 1))
    }

    mutating func selectFirst() {
        select(state.rows.isEmpty ? nil : 0)
    }

    mutating func selectLast() {
        select(state.rows.isEmpty ? nil : state.rows.count - 1)
    }

    /// Keeps the selection on screen at `size`.
    mutating func scroll(toShowSelectionIn size: TerminalSize) {
        scrollOffset = ComicListView.scrollOffset(for: state, size: size, previous: scrollOffset)
    }

    /// Whether the selection is near enough the end that the next page should load.
    var shouldLoadMore: Bool {
        guard state.hasMore, let index = state.selectedIndex else { return false }
        switch state.phase {
        case .loading, .failed: return false
        case .loaded, .offline: return index >= state.rows.count - 1 - Self.loadAheadRows
        }
    }

    /// What `r` means here: retry the selected placeholder, else the failed page, else refresh.
    var retryTarget: RetryTarget {
        if case .failed = state.selectedRow?.content, let number = state.selectedRow?.number {
            return .comic(number)
        }
        if case .failed = state.phase { return .page }
        return .refresh
    }

    enum RetryTarget: Equatable {
        case comic(Int), page, refresh
    }

    private mutating func select(_ index: Int?) {
        state.selectedIndex = index
        selectedNumber = index.map { state.rows[$0].number }
    }
}
