/// A place in a list of search results: the search feed's page bookmark,
/// and what puts comics and What If? articles in one order.
///
/// A keyset position over the rank (tier and weighted mentions, then BM25)
/// and the number, never an offset: the next page starts strictly
/// after this result, so ties in rank are split by number and nothing is
/// skipped or repeated.
public struct SearchPosition: Sendable, Hashable, Comparable {
    /// Lower first: 0 a comic number, 1000 an exact title, then `SearchRanking`'s ranks.
    public let rank: Int
    /// FTS5's `bm25()`, more negative first; 0 for a comic found by number.
    public let score: Double
    public let number: Int

    /// Better first: rank, then score, then the higher number.
    public static func < (lhs: SearchPosition, rhs: SearchPosition) -> Bool {
        (lhs.rank, lhs.score, -lhs.number) < (rhs.rank, rhs.score, -rhs.number)
    }
}
