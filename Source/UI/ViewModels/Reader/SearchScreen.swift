import ComicData

/// The search prompt: the query being typed, and how much of the archive
/// the results can come from. The results are the `.search` feed's list.
public struct SearchScreen: Sendable, Hashable {
    public internal(set) var field = TextField()
    /// Unknown until the database answers.
    public internal(set) var coverage: SearchCoverage?

    public init() {}
}
