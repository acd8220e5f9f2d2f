/// Where explanations come from: the wiki with a saved copy, or the saved
/// copies alone (`--offline`). The program picks one case when it starts,
/// as it does for comics (`LatestComicDataSource`).
public enum ExplanationRepository: ExplanationProviding {
    case cacheThenNetwork(CachedExplanationSource)
    case cacheOnly(CacheOnlyExplanationSource)

    public func explanation(of number: Int) async throws -> Explanation {
        switch self {
        case .cacheThenNetwork(let source): try await source.explanation(of: number)
        case .cacheOnly(let source): try await source.explanation(of: number)
        }
    }

    public var store: ExplanationStore {
        switch self {
        case .cacheThenNetwork(let source): source.store
        case .cacheOnly(let source): source.store
        }
    }
}
