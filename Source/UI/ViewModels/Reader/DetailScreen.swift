/// The open comic as the reader shows it: its view model's latest state and
/// how far the person scrolled.
public struct DetailScreen: Sendable, Hashable {
    public let number: Int
    /// Nil until the comic's view model has published.
    public private(set) var state: ComicDetailState?
    public private(set) var scrollOffset = 0

    init(number: Int) {
        self.number = number
    }

    mutating func update(_ state: ComicDetailState) {
        guard state.number == number else { return }
        self.state = state
    }

    /// Scrolls by `lines`, never past the last line of text at `size`.
    mutating func scroll(by lines: Int, in size: TerminalSize) {
        scroll(to: scrollOffset + lines, in: size)
    }

    mutating func scroll(to offset: Int, in size: TerminalSize) {
        let limit = state.map { ComicDetailView.maxScrollOffset($0, size: size) } ?? 0
        scrollOffset = min(max(0, offset), limit)
    }
}
