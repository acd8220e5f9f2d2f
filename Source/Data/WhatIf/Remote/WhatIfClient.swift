import Foundation

/// What If?'s site, read over a `NetworkClient`: the archive, an article,
/// an illustration. Every request goes to the site's own origin; an
/// address elsewhere (an absolute link in a page) is refused, not followed.
public struct WhatIfClient: Sendable {
    public let baseURL: URL
    public static let defaultBaseURL = URL(string: "https://what-if.xkcd.com") ?? URL(fileURLWithPath: "/")
    let client: any NetworkClient
    let parser: WhatIfPageParser
    /// How long one request may take, its retries included (the `timeout` setting).
    let phase: Duration

    public init(
        baseURL: URL, client: any NetworkClient, limits: WhatIfPageParser.Limits = .init(),
        phase: Duration = NetworkPhase.standard
    ) {
        self.baseURL = baseURL
        self.client = client
        self.phase = phase
        parser = WhatIfPageParser(origin: baseURL, limits: limits)
    }

    /// `https://what-if.xkcd.com/N/`: where article `number` is read.
    public func articleURL(_ number: Int) -> URL { Self.articleURL(number, on: baseURL) }

    public static func articleURL(_ number: Int, on base: URL) -> URL {
        base.appendingPathComponent("\(number)").appendingPathComponent("")
    }

    public var archiveURL: URL { baseURL.appendingPathComponent("archive").appendingPathComponent("") }

    /// Every article the archive lists, newest first.
    public func archive() async throws -> [WhatIfEntry] {
        let html = try await page(archiveURL, missing: WhatIfError.noArchive)
        let entries = try parsed { try parser.archive(fromHTML: html) }
        guard !entries.isEmpty else { throw WhatIfError.unreadable("the What If? archive lists no articles") }
        return entries
    }

    public func article(_ number: Int) async throws -> WhatIfArticle {
        let html = try await page(articleURL(number), missing: WhatIfError.noArticle(number))
        return try parsed { try parser.article(number, fromHTML: html) }
    }

    /// An illustration's bytes; `src` must be on the site's origin.
    public func illustration(_ src: String) async throws -> Data {
        guard let url = URL(string: src), let origin = Origin(url), origin == Origin(baseURL) else {
            throw WhatIfError.unreadable("an illustration is not on the What If? site: refused")
        }
        let response = try await send(NetworkRequest(url: url))
        if response.statusCode == 404 || response.statusCode == 410 { throw WhatIfError.noIllustration }
        guard response.statusCode == 200 else {
            throw WhatIfError.unreadable("What If? answered \(response.statusCode) for an illustration")
        }
        return response.body
    }

    private func page(_ url: URL, missing: WhatIfError) async throws -> String {
        let response = try await send(NetworkRequest(url: url, headers: ["Accept": "text/html"]))
        if response.statusCode == 404 || response.statusCode == 410 { throw missing }
        guard response.statusCode == 200 else {
            throw WhatIfError.unreadable("What If? answered \(response.statusCode) for \(url.path)")
        }
        return String(decoding: response.body, as: UTF8.self)
    }

    /// One request in one network phase: a retry after a timeout waits only
    /// for what is left of it, so a silent server costs one phase, not two
    /// (an outer phase, the article printer's, wins).
    private func send(_ request: NetworkRequest) async throws -> NetworkResponse {
        try await RetryBudget.withPageBudget(retries: Self.retriesPerPhase, deadline: .now + phase) {
            try await client.send(request)
        }
    }

    static let retriesPerPhase = 2

    private func parsed<T>(_ read: () throws -> T) throws -> T {
        do {
            return try read()
        } catch let failure as WhatIfPageParser.Failure {
            throw WhatIfError.unreadable("\(failure)")
        }
    }
}
