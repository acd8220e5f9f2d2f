/// Keys on the help screen, and opening it from any screen.
extension ReaderModel {
    mutating func performOnHelp(_ action: ReaderAction) -> [ReaderEffect] {
        switch action {
        case .move(let lines): helpScrollOffset = max(0, helpScrollOffset + lines)
        case .movePage(let pages):
            helpScrollOffset = max(0, helpScrollOffset + pages * max(1, HelpLayout.visibleLineCount(in: size)))
        case .back: pages.removeLast()
        default: break
        }
        return []
    }

    mutating func openHelp() -> [ReaderEffect] {
        pages.append(.help(for: route.screen, scrollOffset: 0))
        return []
    }
}
