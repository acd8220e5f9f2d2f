/// Saved explanations only (`--offline`): nothing reaches the network, and
/// one never saved is `ExplanationError.notSaved`, or `noPage` when the
/// last `sync --explain` heard the wiki has none.
public struct CacheOnlyExplanationSource: ExplanationProviding {
    public let store: ExplanationStore

    public init(store: ExplanationStore) {
        self.store = store
    }

    public func explanation(of number: Int) async throws -> Explanation {
        if let saved = try await store.explanation(of: number) { return saved }
        throw try await store.isMissing(number) ? ExplanationError.noPage(number) : ExplanationError.notSaved(number)
    }
}
