import ComicData

/// `x`'s screen: one comic's explanation from explain xkcd, loading, shown
/// and scrolled, or the one line saying why there is none.
public struct ExplanationScreen: ScrollingTextPage {
    public typealias Content = TextScreenContent<Explanation>

    public let number: Int
    public var text = ScrollingTextScreen<Explanation, ExplanationLayout>()

    public init(number: Int) {
        self.number = number
    }

    public static func onPage(_ page: ReaderPage) -> ExplanationScreen? {
        if case .explanation(let screen) = page { screen } else { nil }
    }

    public var page: ReaderPage { .explanation(self) }
}
