/// The state of the screens on the stack, read and changed where it is:
/// on the page that holds it. Nothing here is kept beside the pages.
extension ReaderModel {
    /// The open comic: the topmost detail page's screen. Setting it changes
    /// that page; setting nil changes nothing (popping the page closes it).
    public internal(set) var detail: DetailScreen? {
        get {
            for case .detail(let screen, _) in pages.reversed() { return screen }
            return nil
        }
        set {
            guard let newValue, let index = pages.lastIndex(where: { $0.route.screen == .detail }),
                case .detail(_, let feed) = pages[index]
            else { return }
            pages[index] = .detail(newValue, from: feed)
        }
    }

    /// The search prompt while its page is on the stack.
    public internal(set) var search: SearchScreen? {
        get {
            for case .search(let screen, _) in pages { return screen }
            return nil
        }
        set {
            guard let newValue, let index = pages.firstIndex(where: { $0.route.screen == .searchPrompt }),
                case .search(_, let editing) = pages[index]
            else { return }
            pages[index] = .search(newValue, editing: editing)
        }
    }

    /// The number being typed while the go-to prompt is on top.
    public internal(set) var goTo: TextField? {
        get {
            guard case .goTo(let field, _) = pages.last else { return nil }
            return field
        }
        set {
            guard let newValue, case .goTo(_, let feed) = pages.last else { return }
            pages[pages.count - 1] = .goTo(newValue, from: feed)
        }
    }

    /// How far the help on top is scrolled.
    public internal(set) var helpScrollOffset: Int {
        get {
            guard case .help(_, let offset) = pages.last else { return 0 }
            return offset
        }
        set {
            guard case .help(let screen, _) = pages.last else { return }
            pages[pages.count - 1] = .help(for: screen, scrollOffset: newValue)
        }
    }

    /// The comic `M` asked about while its question is on top.
    public var pendingMarkRead: Int? {
        guard case .markReadQuestion(let number, _) = pages.last else { return nil }
        return number
    }

    /// Typing in the search prompt, or moving in its results (the search page on top).
    mutating func setSearchEditing(_ editing: Bool) {
        guard case .search(let screen, _) = pages.last else { return }
        pages[pages.count - 1] = .search(screen, editing: editing)
    }
}

extension ReaderRoute {
    /// What a key bound to nothing does here: on a question, any key but `y` declines.
    var unboundKeyAction: ReaderAction? {
        if case .markReadQuestion = self { return .back }
        return nil
    }
}
