/// Why a question about one comic, or a change to the bookmarks, has no answer.
public enum ComicQueryError: Error, Sendable, Hashable, CustomStringConvertible {
    /// A number below `Comic.firstNumber`.
    case belowFirstNumber(Int)
    /// The network says there is no such comic.
    case noComic(Int)
    /// Some of the numbers to remove are not bookmarked; nothing was removed.
    case notBookmarked([Int])
    /// Some of the numbers to unmark are not read; nothing was unmarked.
    case notRead([Int])
    /// A random unread comic was asked for, and every comic is read.
    case everyComicRead(amongCached: Bool)

    public var description: String {
        switch self {
        case .belowFirstNumber(let number):
            "comic numbers start at \(Comic.firstNumber), got \(number)"
        case .noComic(let number):
            "there is no comic \(number)"
        case .notBookmarked(let numbers):
            "not bookmarked: \(numbers.map { "#\($0)" }.joined(separator: ", ")); nothing removed"
        case .notRead(let numbers):
            "not read: \(numbers.map { "#\($0)" }.joined(separator: ", ")); nothing removed"
        case .everyComicRead(let amongCached):
            amongCached ? "every cached comic is read already" : "every comic is read already"
        }
    }

    /// Checks that `number` can be a comic's number.
    public static func check(_ number: Int) throws(ComicQueryError) {
        guard number >= Comic.firstNumber else { throw .belowFirstNumber(number) }
    }
}
