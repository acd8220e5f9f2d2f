import ComicData

extension LatestReport {
    /// `xkcd latest`'s whole decision over the services: the first `count`
    /// comics (unread ones only, when asked), reported as the command prints
    /// them. The services' pages should hold `count` (see `pageSize(count:unread:)`).
    public static func report(
        count: Int, json: Bool, unread: Bool = false, from services: ComicServices, output: TextOutput
    ) async throws -> CommandReport {
        let read = try await services.readMarkStore.markedNumbers()
        let first = try await services.latest.loadFirst(
            count, excluding: unread ? read : [], limits: limits(unread: unread))
        return try report(
            first, count: count, read: read, unread: unread, json: json, offline: services.configuration.isOffline,
            output: output, cacheProblem: await services.cacheProblemNote())
    }

    /// A page as large as the listing: unread comics may be few and far between, so larger pages walk faster.
    public static func pageSize(count: Int, unread: Bool) -> Int {
        unread ? max(count, 100) : count
    }
}
