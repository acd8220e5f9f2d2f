/// A place in a list of search results: the search feed's page bookmark.
///
/// A keyset position over the rank (tier and weighted mentions, then BM25)
/// and the comic number, never an offset: the next page starts strictly
/// after this result, so ties in rank are split by number and nothing is
/// skipped or repeated.
public struct SearchPosition: Sendable, Hashable {
    /// Lower first: 0 a comic number, 1000 an exact title, then `SearchRanking`'s ranks.
    let rank: Int
    /// FTS5's `bm25()`, more negative first; 0 for a comic found by number.
    let score: Double
    let number: Int
}
