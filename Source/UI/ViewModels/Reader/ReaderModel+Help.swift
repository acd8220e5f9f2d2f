/// Keys on the help screen, and opening it from any screen.
extension ReaderModel {
    mutating func performOnHelp(_ action: ReaderAction) -> [ReaderEffect] {
        switch action {
        case .move(let lines): helpScrollOffset = max(0, helpScrollOffset + lines)
        case .back: routes.removeLast()
        case .redraw: return [.redraw]
        case .suspend: return [.suspend]
        case .quit: return [.quit(signal: nil)]
        default: break
        }
        return []
    }

    mutating func openHelp() -> [ReaderEffect] {
        routes.append(.help(for: route.screen))
        helpScrollOffset = 0
        return []
    }
}
