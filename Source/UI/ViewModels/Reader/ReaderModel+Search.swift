/// The search prompt and its results: `/` opens it, typing searches as you
/// go, Enter moves into the results, Esc goes back a step.
extension ReaderModel {
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
            return [.search(screen.field.text)]
        case .submitted:
            setSearchEditing(false)
        case .cancelled:
            return closeSearch()
        }
        return []
    }

    private mutating func closeSearch() -> [ReaderEffect] {
        pages.removeLast()
        lists[.search] = nil
        return [.closeSearch]
    }
}
