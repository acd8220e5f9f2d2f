/// What a key means on each screen of the interactive reader.
public enum ReaderKeymap {
    public enum Screen: Sendable, Hashable {
        case list, detail
    }

    public enum Action: Sendable, Hashable {
        /// Move the selection (list) or scroll (detail) by rows; pages are whole screens.
        case move(Int)
        case movePage(Int)
        case first, last
        case open, back
        case toggleBookmark
        case switchFeed
        /// Retry what failed, else refresh.
        case refresh
        case redraw
        case quit
    }

    public static func action(for key: Key, on screen: Screen) -> Action? {
        switch key {
        case .up, .character("k"): return .move(-1)
        case .down, .character("j"): return .move(1)
        case .pageUp, .character("u"): return .movePage(-1)
        case .pageDown, .character(" "), .character("d"): return .movePage(1)
        case .home, .character("g"): return .first
        case .end, .character("G"): return .last
        case .enter, .right, .character("l"): return screen == .list ? .open : nil
        case .escape, .backspace, .left, .character("h"): return screen == .detail ? .back : nil
        case .character("b"): return .toggleBookmark
        case .tab, .backTab: return screen == .list ? .switchFeed : nil
        case .character("r"): return .refresh
        case .control("l"): return .redraw
        case .character("q"), .interrupt: return .quit
        default: return nil
        }
    }
}
