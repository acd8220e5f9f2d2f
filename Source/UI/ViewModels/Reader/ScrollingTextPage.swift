import ComicData

/// A page on the reader's stack showing one numbered document as scrolling
/// text: the model finds, scrolls and updates these pages the same way,
/// whatever the publication.
public protocol ScrollingTextPage: Sendable, Hashable {
    associatedtype Document: Sendable & Hashable
    associatedtype Layout: LaidOutText

    /// The comic or article shown.
    var number: Int { get }
    var text: ScrollingTextScreen<Document, Layout> { get set }
    /// The screen `page` holds, when it holds this kind.
    static func onPage(_ page: ReaderPage) -> Self?
    /// The page on the reader's stack that holds this screen.
    var page: ReaderPage { get }
}

extension ScrollingTextPage {
    public internal(set) var content: TextScreenContent<Document> {
        get { text.content }
        set { text.content = newValue }
    }

    public var layout: Layout? { text.layout }
    public var scrollOffset: Int { text.scrollOffset }
}
