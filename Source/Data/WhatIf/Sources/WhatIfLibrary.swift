import Foundation

/// What If? as the program reads it: the site (an immutable remote source)
/// written through to the store (the local one), or the store alone
/// (`--offline`), composed as the comics' cache is. What the site cannot
/// give right now (the network is down) comes from the store, said so.
public struct WhatIfLibrary: Sendable {
    /// Nil: offline by choice; nothing reaches the network.
    public let remote: WhatIfClient?
    public let store: WhatIfStore
    /// The articles' marks, shared with every feed of this process.
    public let marks: WhatIfMarks

    public init(remote: WhatIfClient?, store: WhatIfStore, marks: WhatIfMarks) {
        self.remote = remote
        self.store = store
        self.marks = marks
    }

    /// Something read, and whether it came from the store because the site could not be reached.
    public struct Served<Value: Sendable>: Sendable {
        public let value: Value
        public let isFromCache: Bool
    }

    /// The newest `count` articles: the archive fetched and saved, else the saved one.
    public func newest(_ count: Int) async throws -> Served<[WhatIfEntry]> {
        if let remote {
            do {
                let entries = try await remote.archive()
                // Shown all the same when it cannot be saved (a read-only database).
                _ = try? await store.saveArchive(entries)
                return Served(value: Array(entries.prefix(max(0, count))), isFromCache: false)
            } catch let error as NetworkError where error.isTransient {
                let saved = try await store.entries(limit: count)
                guard !saved.isEmpty else { throw error }
                return Served(value: saved, isFromCache: true)
            }
        }
        let saved = try await store.entries(limit: count)
        guard !saved.isEmpty else { throw WhatIfError.noArchive }
        return Served(value: saved, isFromCache: true)
    }

    /// The newest article's number: the archive's first entry.
    public func newestNumber() async throws -> Int {
        guard let first = try await newest(1).value.first else { throw WhatIfError.noArchive }
        return first.number
    }

    /// Article `number`: the saved copy, else the site's (saved for next time).
    public func article(_ number: Int) async throws -> Served<WhatIfArticle> {
        if let saved = try await store.article(number) { return Served(value: saved, isFromCache: remote == nil) }
        guard let remote else { throw WhatIfError.notSaved(number) }
        let article = try await remote.article(number)
        // Shown all the same when it cannot be saved (a read-only database).
        try? await store.save(article)
        return Served(value: article, isFromCache: false)
    }

    /// An illustration's bytes: saved, else fetched (not saved: sync keeps them); nil when neither.
    public func illustration(_ src: String) async -> Data? {
        if let saved = try? await store.image(src) { return saved }
        return try? await remote?.illustration(src)
    }
}
