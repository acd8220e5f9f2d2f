/// Keys on the help screen, and opening it from any screen.
extension ReaderModel {
    mutating func performOnHelp(_ action: ReaderAction) -> [ReaderEffect] {
        switch action {
        case .move(let lines): helpScrollOffset = max(0, helpScrollOffset + lines)
        case .movePage(let pages):
            helpScrollOffset = max(0, helpScrollOffset + pages * max(1, HelpLayout.visibleLineCount(in: size)))
        case .moveHalfPage(let halves):
            helpScrollOffset = max(0, helpScrollOffset + halves * Self.half(HelpLayout.visibleLineCount(in: size)))
        case .first: helpScrollOffset = 0
        case .last:
            guard case .help(let screen) = route else { break }
            helpScrollOffset = HelpLayout.maxScrollOffset(
                for: ReaderKeymap.forScreen(screen), size: size, ambiguousIsWide: ambiguousIsWide)
        case .back: pages.removeLast()
        default: break
        }
        return []
    }

    /// Half of a screen of `lines`, for Ctrl-D and Ctrl-U; at least one.
    static func half(_ lines: Int) -> Int {
        max(1, lines / 2)
    }

    mutating func openHelp() -> [ReaderEffect] {
        pages.append(.help(for: route.screen, scrollOffset: 0))
        return []
    }
}
