/// Which comic numbers a page of the remote feed asks for, and where the
/// next page starts: page arithmetic alone, with no network.
///
/// Pages run down by number to comic 1; a page that leaves numbers untried
/// (too many misses in a row) is followed by one starting at the first of them.
public struct RemotePagePlan: Sendable, Hashable {
    public typealias PageBookmark = ComicAPIClient.PageBookmark

    /// The numbers to fetch, highest first, none below the first comic.
    public let numbers: [Int]
    /// The lowest number the page covers; nil for a page past comic 1.
    public let lowest: Int?

    /// A page of `count` numbers from `first` down.
    public init(from first: Int, count: Int) {
        numbers = Self.numbers(from: first, count: count)
        lowest = numbers.last
    }

    /// The numbers of the page above one that runs down from `number`: up to
    /// `count` of them, none above `newest`, highest first.
    public static func numbers(above number: Int, count: Int, newest: Int) -> [Int] {
        let highest = min(newest, number + max(1, count))
        guard highest > number else { return [] }
        return Array(stride(from: highest, through: max(Comic.firstNumber, number + 1), by: -1))
    }

    /// Where the page above a newer page starts: nil when it reached `newest`.
    /// Numbers left untried (a run of misses, highest first) hold it where the
    /// untried ones begin, so the next page above tries them again: no gap.
    public static func newerPageBookmark(above number: Int, numbers: [Int], untried: [Int], newest: Int)
        -> PageBookmark?
    {
        if let lowestUntried = untried.last { return PageBookmark(nextNumber: lowestUntried - 1) }
        let highest = numbers.first ?? number
        return highest < newest ? PageBookmark(nextNumber: highest) : nil
    }

    /// Where the next page starts: at the first number left untried (highest
    /// first), else below the page's lowest; nil after comic 1.
    public func nextPageBookmark(untried: [Int]) -> PageBookmark? {
        if let first = untried.first { return PageBookmark(nextNumber: first) }
        return lowest.flatMap(Self.bookmark(below:))
    }

    /// `count` numbers from `first` down, none below the first comic.
    public static func numbers(from first: Int, count: Int) -> [Int] {
        guard first >= Comic.firstNumber, count >= 1 else { return [] }
        return Array(stride(from: first, through: max(Comic.firstNumber, first - count + 1), by: -1))
    }

    /// The bookmark of the page after one whose lowest number is `lowest`; nil after the first comic.
    public static func bookmark(below lowest: Int) -> PageBookmark? {
        lowest > Comic.firstNumber ? PageBookmark(nextNumber: lowest - 1) : nil
    }

    /// The bookmark of a page that runs down from `number` (go to); nil below the first comic.
    public static func bookmark(startingAt number: Int) -> PageBookmark? {
        number >= Comic.firstNumber ? PageBookmark(nextNumber: number) : nil
    }
}
