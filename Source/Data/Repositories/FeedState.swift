/// One immutable snapshot of a feed, as a repository publishes it: the
/// pages (`PageState`, whose fields read through this one) and the marks.
@dynamicMemberLookup
public struct FeedState: Sendable, Hashable {
    public typealias Phase = PageState.Phase

    /// The pages loaded so far.
    public var page = PageState()
    /// The marked numbers of each kind of mark the feed shows; a kind with
    /// no marked comic is absent, so equal marks compare equal.
    public private(set) var marks: [Mark: Set<Int>] = [:]

    public init() {}

    public init(page: PageState, marks: [Mark: Set<Int>]) {
        self.page = page
        for (mark, numbers) in marks { setMarked(numbers, as: mark) }
    }

    public subscript<Value>(dynamicMember keyPath: WritableKeyPath<PageState, Value>) -> Value {
        get { page[keyPath: keyPath] }
        set { page[keyPath: keyPath] = newValue }
    }

    public mutating func setMarked(_ numbers: Set<Int>, as mark: Mark) {
        marks[mark] = numbers.isEmpty ? nil : numbers
    }

    public func isMarked(_ number: Int, as mark: Mark) -> Bool {
        marks[mark]?.contains(number) ?? false
    }

    /// The kinds of mark comic `number` carries.
    public func marks(of number: Int) -> Set<Mark> {
        Set(marks.compactMap { $0.value.contains(number) ? $0.key : nil })
    }

    /// Every bookmarked comic's number, from the shared bookmarks store.
    public var bookmarkedNumbers: Set<Int> {
        get { marks[.bookmark] ?? [] }
        set { setMarked(newValue, as: .bookmark) }
    }

    public func isBookmarked(_ number: Int) -> Bool {
        isMarked(number, as: .bookmark)
    }

    public var isFailed: Bool {
        if case .failed = page.phase { true } else { false }
    }
}
