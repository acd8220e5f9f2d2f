import ComicData

/// `x`: the explanation screen over a list or a comic, its keys, and its
/// explanation coming back as an event (the load never holds the keys).
extension ReaderModel {
    /// The explanation on top of the stack.
    public internal(set) var explanation: ExplanationScreen? {
        get { topPage() }
        set { replaceTopPage(newValue) }
    }

    /// Opens the explanation of the comic on screen or selected.
    mutating func openExplanation() -> [ReaderEffect] {
        let number: Int?
        switch route {
        case .list(let feed): number = lists[feed]?.selectedRow?.comic?.number
        case .detail(let open, _): number = open
        case .search(editing: false): number = lists[.search]?.selectedRow?.number
        default: number = nil
        }
        guard let number else { return [] }
        pages.append(.explanation(ExplanationScreen(number: number)))
        return [.loadExplanation(number)]
    }

    mutating func performOnExplanation(_ action: ReaderAction, number: Int) -> [ReaderEffect] {
        if let effects = performScrolling(ExplanationScreen.self, action, close: .closeExplanation(number)) {
            return effects
        }
        guard case .openOutside(let kind) = action, let link = outsideLink(kind, number: number) else { return [] }
        return [.openOutside(link)]
    }

    /// The load's answer, for the explanation page still waiting for it; a
    /// loaded one is laid out off the main loop (a large page takes long).
    mutating func explanationLoaded(_ number: Int, _ content: ExplanationScreen.Content) -> [ReaderEffect] {
        guard textLoaded(ExplanationScreen.self, number, content) != nil else { return [] }
        return layoutRequests()
    }

    /// A new terminal size: the open comic kept at the same text, the
    /// explanations wrapped again off the main loop (shown cut until then).
    mutating func resizeScreens(from oldSize: TerminalSize, to newSize: TerminalSize) -> [ReaderEffect] {
        detail?.resize(from: oldSize, to: newSize)
        resizeViewers()
        return layoutRequests() + articleLayoutRequests()
    }

    /// A layout for each explanation on the stack not laid out at the terminal's width.
    private mutating func layoutRequests() -> [ReaderEffect] {
        textLayoutRequests(ExplanationScreen.self, for: max(1, size.columns)).map {
            .layOutExplanation($0.document, width: $0.key, ambiguousIsWide: ambiguousIsWide)
        }
    }
}
