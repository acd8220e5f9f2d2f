import Foundation

/// Bookmarks and read marks on articles, as `bookmarks add --whatif` and
/// `marks add --whatif` make them: all of them, or none.
extension WhatIfLibrary {
    public struct Addition: Sendable, Hashable {
        public var added: [Int]
        public var already: [Int]
    }

    /// Marks every article of `numbers` that the archive lists (fetched, or as saved offline).
    public func add(_ kind: MarkKind, _ numbers: [Int], now: Date = Date()) async throws -> Addition {
        let listed = Set(try await knownNumbers())
        if let unknown = numbers.first(where: { !listed.contains($0) }) {
            throw remote == nil && listed.isEmpty ? WhatIfError.noArchive : WhatIfError.noArticle(unknown)
        }
        let marked = try await store.markedNumbers(kind)
        let added = numbers.filter { !marked.contains($0) }
        try await marks[kind].setMarked(true, numbers: added, at: now)
        return Addition(added: added, already: numbers.filter { marked.contains($0) })
    }

    /// Takes the marks away; none when one of them is not marked.
    public func remove(_ kind: MarkKind, _ numbers: [Int]) async throws {
        let marked = try await store.markedNumbers(kind)
        if let unmarked = numbers.first(where: { !marked.contains($0) }) {
            throw WhatIfError.unreadable("What If? article \(unmarked) is not \(kind.adjective)")
        }
        try await marks[kind].setMarked(false, numbers: numbers)
    }

    /// The numbers the archive lists (its saved copy offline), and those saved.
    private func knownNumbers() async throws -> [Int] {
        let saved = Array(try await store.savedArticleNumbers())
        if remote == nil { return try await store.entries(limit: Int.max).map(\.number) + saved }
        return try await newest(Int.max).value.map(\.number) + saved
    }
}
