import Foundation
import GRDB

/// What an import did: marks added, marks the database had already, and
/// numbers taken out again because they are no comic.
public struct MarkImportSummary: Sendable, Hashable {
    /// The numbers this import added.
    public private(set) var addedNumbers: Set<Int>
    public private(set) var alreadyMarked: Int
    public private(set) var invalid = 0

    public var added: Int { addedNumbers.count }

    /// The summary once `refused` (numbers found to be no comic) were removed again.
    public func refusing(_ refused: some Sequence<Int>) -> Self {
        var summary = self
        for number in Set(refused) {
            if summary.addedNumbers.remove(number) == nil { summary.alreadyMarked -= 1 }
            summary.invalid += 1
        }
        return summary
    }

    /// Inserts each number of `entries` once, with the entry's time or else
    /// `now`, through `insert` (the table's one insert, true when it added a
    /// mark), inside the caller's transaction.
    static func inserting(
        _ entries: [MarkEntry], now: Date, _ insert: (_ number: Int, _ markedAt: Int64) throws -> Bool
    ) rethrows -> MarkImportSummary {
        let nowMilliseconds = now.millisecondsSince1970
        var added = Set<Int>()
        var seen = Set<Int>()
        for entry in entries where seen.insert(entry.number).inserted {
            if try insert(entry.number, entry.markedAt ?? nowMilliseconds) { added.insert(entry.number) }
        }
        return MarkImportSummary(addedNumbers: added, alreadyMarked: seen.count - added.count)
    }
}

/// A mark store that takes a mark file's entries: `MarkRepository.importMarks` is its only caller.
public protocol MarkImporting: MarkStore {
    /// Adds every entry in one transaction, or none when one is refused. A
    /// comic already marked keeps its time; a new one gets the entry's time,
    /// else `now`. The comics need not be cached.
    func importMarks(_ entries: [MarkEntry], now: Date) async throws -> MarkImportSummary
}
