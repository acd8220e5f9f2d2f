import ComicData
import Foundation

/// The reader's effects run over the program's feeds; marks of both
/// kinds, and undos, go through the mark repositories every feed shares.
extension ComicServices: ReaderServices {
    /// Search results come in pages larger than a screen: typing refines them often.
    static let searchPageSize = 50

    public var explanationPagePrefix: String {
        explainWiki.configuration.pagePrefix
    }

    public func repository(for feed: FeedName) -> (any ComicRepository)? {
        switch feed {
        case .latest: latest
        case .bookmarks: bookmarked
        case .unread: unread
        case .whatIf: whatIfFeed
        case .search: nil
        }
    }

    public func searchRepository(for query: String) -> any ComicRepository {
        searchFeed(SearchQuery(query), pageSize: Self.searchPageSize)
    }

    public func searchCoverage() async throws -> SearchCoverage {
        try await SearchIndex(database: database).coverage()
    }

    public func comic(_ number: Int) async throws -> Comic {
        try await library.comic(number)
    }

    public func randomComic() async throws -> RandomComic {
        let pick = try await random.pick()
        return RandomComic(comic: pick.comic, isFromCache: pick.isFromCache)
    }

    public var readMarks: any ReadMarking { readMarkRepository }

    public var whatIfArticles: WhatIfLibrary? { whatIf }

    public var whatIfSite: String { configuration.whatIfURL.absoluteString }

    public var bookmarkMarks: any BookmarkMarking { bookmarkRepository }

    /// `x`'s explanation: the wiki's with a saved copy, or the saved one alone offline.
    public func explanation(of number: Int) async throws -> Explanation {
        try await explanations.explanation(of: number)
    }
}

/// The shared bookmarks repository is what the reader's bookmark effects call.
extension MarkRepository: BookmarkMarking where Store == BookmarkStore {}

/// The shared read marks' repository is what the reader's read-mark effects call.
extension MarkRepository: ReadMarking where Store == ReadMarkStore {}
