import Foundation

/// explain xkcd as a second remote source, composed like comics: the wiki
/// written through to the explanation store, or the store alone offline.
extension ComicServices {
    static func explanationParts(
        _ services: Configuration, database: AppDatabase
    ) -> (wiki: ExplainWikiClient, store: ExplanationStore, repository: any ExplanationProviding) {
        let configuration = ExplainWikiConfiguration(apiURL: services.explainURL, phaseDeadline: services.networkPhase)
        let wiki = ExplainWikiClient(
            client: CurlNetworkClient(
                configuration: ExplainWikiConfiguration.networkConfiguration(within: services.networkPhase)),
            configuration: configuration)
        let store = ExplanationStore(database: database)
        let repository: ExplanationRepository =
            services.isOffline
            ? .cacheOnly(CacheOnlyExplanationSource(store: store))
            : .cacheThenNetwork(
                CachedExplanationSource(
                    remote: RemoteExplanationSource(wiki: wiki, parse: explanationParser(for: configuration.apiURL)),
                    store: store))
        return (wiki, store, repository)
    }

    /// `sync --explain`: every cached comic's page, through these services' wiki client.
    public func explanationSync() -> ExplanationSync {
        ExplanationSync(
            remote: RemoteExplanationSource(
                wiki: explainWiki, parse: Self.explanationParser(for: explainWiki.configuration.apiURL)),
            store: explanationStore, cache: ComicCacheStore(database: database))
    }
}
