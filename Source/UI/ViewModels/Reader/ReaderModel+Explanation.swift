import ComicData

/// `x`: the explanation screen over a list or a comic, its keys, and its
/// explanation coming back as an event (the load never holds the keys).
extension ReaderModel {
    /// The explanation on top of the stack.
    public internal(set) var explanation: ExplanationScreen? {
        get {
            guard case .explanation(let screen) = pages.last else { return nil }
            return screen
        }
        set {
            guard let newValue, case .explanation = pages.last else { return }
            pages[pages.count - 1] = .explanation(newValue)
        }
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
        let size = self.size
        switch action {
        case .move(let lines): explanation?.scroll(by: lines, in: size)
        case .movePage(let pages):
            explanation?.scroll(by: pages * max(1, ExplanationLayout.visibleLineCount(in: size)), in: size)
        case .moveHalfPage(let halves):
            explanation?.scroll(by: halves * Self.half(ExplanationLayout.visibleLineCount(in: size)), in: size)
        case .first: explanation?.scroll(to: 0, in: size)
        case .last: explanation?.scroll(to: Int.max, in: size)
        case .back:
            pages.removeLast()
            return [.closeExplanation(number)]
        case .openOutside(let kind):
            guard let link = outsideLink(kind, number: number) else { break }
            return [.openOutside(link)]
        default: break
        }
        return []
    }

    /// The load's answer, for the explanation page still waiting for it; a
    /// loaded one is laid out off the main loop (a large page takes long).
    mutating func explanationLoaded(_ number: Int, _ content: ExplanationScreen.Content) -> [ReaderEffect] {
        guard let index = pages.lastIndex(where: { $0.route == .explanation(number: number) }),
            case .explanation(var screen) = pages[index], screen.content == .loading
        else { return [] }
        screen.update(content, size: size)
        pages[index] = .explanation(screen)
        return layoutRequests()
    }

    /// A layout made off the main loop, for the screens of that comic still waiting for it.
    mutating func explanationLaidOut(_ number: Int, _ layout: ExplanationLayout) -> [ReaderEffect] {
        let size = self.size
        for index in pages.indices {
            guard case .explanation(var screen) = pages[index], screen.number == number else { continue }
            screen.receive(layout, size: size)
            pages[index] = .explanation(screen)
        }
        return []
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
        var effects: [ReaderEffect] = []
        for index in pages.indices {
            guard case .explanation(var screen) = pages[index], let width = screen.layoutRequest(for: size),
                case .loaded(let explanation) = screen.content
            else { continue }
            pages[index] = .explanation(screen)
            effects.append(.layOutExplanation(explanation, width: width, ambiguousIsWide: ambiguousIsWide))
        }
        return effects
    }
}
