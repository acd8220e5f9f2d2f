import ComicData
import Foundation

/// What the reader's effects need from the rest of the program: feeds,
/// comics by number, read marks, bookmarks, search and the link opener.
/// The App implements it over its object graph; tests, in memory.
public protocol ReaderServices: Sendable {
    /// The repository of a feed in the Tab cycle (Latest, Bookmarks, Unread).
    func repository(for feed: FeedName) -> (any ComicRepository)?
    /// A new Search feed for one query.
    func searchRepository(for query: String) -> any ComicRepository
    /// How much of the archive a search can find.
    func searchCoverage() async throws -> SearchCoverage

    /// Any comic by number: the cache's copy, else the network's (go to).
    func comic(_ number: Int) async throws -> Comic
    /// A comic drawn at random.
    func randomComic() async throws -> RandomComic

    /// The read marks every feed shares, which the effects call directly.
    var readMarks: any ReadMarking { get }

    /// The bookmarks every feed shares, which the effects call directly.
    var bookmarkMarks: any BookmarkMarking { get }

    /// Comic `number`'s explanation from explain xkcd (the saved one when
    /// offline); throws `ExplanationError` for what a person should hear.
    func explanation(of number: Int) async throws -> Explanation
    /// Where the wiki's pages are, for the links a comic's screen shows and opens.
    var explanationPagePrefix: String { get }

    /// What If? articles, their illustrations and marks (shared with the What If? feed).
    var whatIfArticles: WhatIfLibrary? { get }
    /// The What If? site (`--whatif-url`).
    var whatIfSite: String { get }
}

extension ReaderServices {
    /// What If? articles, their illustrations and marks; nil where there is no What If? (a test's services).
    public var whatIfArticles: WhatIfLibrary? { nil }
    /// The What If? site, for the links of its articles.
    public var whatIfSite: String { WhatIfClient.defaultBaseURL.absoluteString }
}

/// Comics' images for the reader; absent when images are off.
public protocol ReaderImageSource: Sendable {
    func image(for comic: Comic) async throws -> DecodedImage
    /// Fetches and saves images ahead of need; failures wait for the comic to be opened.
    func prefetch(_ comics: [Comic]) async
    /// Opens the connection to the image host while a comic's JSON is on its
    /// way, so its image costs one round trip instead of three. Never waits.
    func openHost()
    /// The comic's best image for the viewer (large, `_2x`, normal), and which it is.
    func bestImage(for comic: Comic) async throws -> (DecodedImage, ImageVersion)
}

extension ReaderImageSource {
    public func bestImage(for comic: Comic) async throws -> (DecodedImage, ImageVersion) {
        (try await image(for: comic), .normal)
    }
}

/// A comic drawn at random, and whether it came from the cache only (the network being unreachable).
public struct RandomComic: Sendable, Hashable {
    public let comic: Comic
    public let isFromCache: Bool

    public init(comic: Comic, isFromCache: Bool) {
        self.comic = comic
        self.isFromCache = isFromCache
    }
}
