/// Saved explanations only (`--offline`): nothing reaches the network, and
/// one never saved is `ExplanationError.notSaved`.
public struct CacheOnlyExplanationSource: ExplanationProviding {
    public let store: ExplanationStore

    public init(store: ExplanationStore) {
        self.store = store
    }

    public func explanation(of number: Int) async throws -> Explanation {
        guard let saved = try await store.explanation(of: number) else { throw ExplanationError.notSaved(number) }
        return saved
    }
}
