/// The search prompt and its results: `/` opens it, typing searches as you
/// go, Enter moves into the results, Esc goes back a step.
extension ReaderModel {
    /// Keys typed closer together than this start one search, for the last.
    public static let searchDebounce = Duration.milliseconds(40)

    mutating func openSearch() -> [ReaderEffect] {
        if search == nil {
            lists[.search] = ListScreen(feed: .search)
            pages.append(.search(SearchScreen(), editing: true))
            return [.openSearch, .search("")]
        }
        // Already open (from its results): back to typing.
        setSearchEditing(true)
        return []
    }

    /// `/` on a comic, as less and tig search from any screen: a comic
    /// opened from a search's results goes back to its prompt; any other
    /// gets the prompt over it, and Esc comes back to it.
    mutating func searchFromDetail() -> [ReaderEffect] {
        guard let index = pages.firstIndex(where: { if case .search = $0 { true } else { false } }) else {
            return openSearch()
        }
        let closed = pages[(index + 1)...].compactMap { page -> Int? in
            if case .detail(let screen, _) = page { screen.number } else { nil }
        }
        pages.removeSubrange((index + 1)...)
        return closed.map(ReaderEffect.closeDetail) + openSearch()
    }

    mutating func performOnSearch(_ action: ReaderAction, editing: Bool) -> [ReaderEffect] {
        if editing {
            switch action {
            case .edit(let edit): return performEdit(edit)
            case .move: setSearchEditing(false)
            default: break
            }
            return []
        }
        switch action {
        case .back: return closeSearch()
        case .search: return openSearch()
        case .switchFeed, .edit, .goTo, .undo, .returnToLeftOff: return []
        default: return performOnList(action, feed: .search)
        }
    }

    private mutating func performEdit(_ edit: TextEdit) -> [ReaderEffect] {
        guard var screen = search else { return [] }
        let before = screen.field.text
        switch screen.field.apply(edit) {
        case .editing:
            search = screen
            guard screen.field.text != before else { return [] }
            lists[.search]?.selectFirst()
            // Keys typed closer together than the pause start one search, for the last.
            searchEdit += 1
            return [.debounceSearch(edit: searchEdit, after: Self.searchDebounce)]
        case .submitted:
            setSearchEditing(false)
        case .cancelled:
            return closeSearch()
        }
        return []
    }

    /// The typing paused after edit `edit`: its query runs unless a later edit came, or the prompt closed.
    mutating func searchPaused(after edit: Int) -> [ReaderEffect] {
        guard edit == searchEdit, let text = search?.field.text else { return [] }
        return [.search(text)]
    }

    private mutating func closeSearch() -> [ReaderEffect] {
        // A pause still to come belongs to the closed prompt.
        searchEdit += 1
        pages.removeLast()
        lists[.search] = nil
        return [.closeSearch]
    }
}
