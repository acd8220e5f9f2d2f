/// Read marks' own commands, through the repository like every mark, so
/// the feeds that show read marks see them at once.
extension MarkRepository where Store == ReadMarkStore {
    /// Marks or unmarks comics read, in one transaction; a comic read before keeps its first time.
    public func setMarked(_ isMarked: Bool, numbers: [Int]) async throws {
        try await write(
            { try await $0.setMarked(isMarked, numbers: numbers) },
            marking: { marked in
                if isMarked { marked.formUnion(numbers) } else { marked.subtract(numbers) }
            })
    }

    /// Marks every comic from 1 to `number` read (numbers xkcd skipped
    /// excepted); returns how many were not read before.
    @discardableResult
    public func markAll(atOrBelow number: Int) async throws -> Int {
        try await write(
            { try await $0.markAll(atOrBelow: number) },
            marking: { marked in
                guard number >= 1 else { return }
                marked.formUnion((1...number).lazy.filter { !Comic.missingNumbers.contains($0) })
            })
    }

    /// How many comics `markAll(atOrBelow:)` would mark.
    public func unmarkedCount(atOrBelow number: Int) async throws -> Int {
        try await store.unmarkedCount(atOrBelow: number)
    }

    /// Unmarks comics; nothing changes when one of `numbers` is not read.
    public func unmark(exactly numbers: [Int]) async throws {
        try await write({ try await $0.unmark(exactly: numbers) }, marking: { $0.subtract(numbers) })
    }
}
