import ComicData
import ComicUI

/// `bookmarks add --whatif` and `marks add --whatif`: marks on articles, said as comics' are.
enum WhatIfMarking {
    static func add(_ kind: MarkKind, _ numbers: [Int], _ services: ComicServices) async throws {
        let addition = try await services.whatIf.add(kind, numbers)
        var lines: [String] = []
        if !addition.added.isEmpty {
            lines.append(
                "\(kind == .bookmark ? "Bookmarked" : "Marked read") What If? \(NumberList.text(addition.added)).")
        }
        if !addition.already.isEmpty {
            lines.append("Already \(kind.adjective): What If? \(NumberList.text(addition.already)).")
        }
        Console.current.print(lines.joined(separator: "\n"))
    }
}
