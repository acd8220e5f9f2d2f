/// The word a person most likely meant: "lates" → "latest".
enum NearestWord {
    /// The closest candidate by edits (a swap of two neighbours counts as
    /// one), or one the typed word begins; nil when none is close.
    static func nearest(to typed: String, among candidates: [String]) -> String? {
        let typed = typed.lowercased()
        let scored = candidates.map { candidate in
            (candidate, candidate.hasPrefix(typed) && typed.count >= 2 ? 0 : distance(typed, candidate))
        }
        guard let best = scored.min(by: { $0.1 < $1.1 }) else { return nil }
        return best.1 <= max(1, best.0.count / 3) ? best.0 : nil
    }

    /// Optimal string alignment distance: insertions, deletions,
    /// substitutions and swaps of adjacent characters, each one edit.
    static func distance(_ first: String, _ second: String) -> Int {
        let a = Array(first)
        let b = Array(second)
        guard !a.isEmpty else { return b.count }
        guard !b.isEmpty else { return a.count }
        var table = [[Int]](repeating: [Int](repeating: 0, count: b.count + 1), count: a.count + 1)
        for i in 0...a.count { table[i][0] = i }
        for j in 0...b.count { table[0][j] = j }
        for i in 1...a.count {
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                table[i][j] = min(table[i - 1][j] + 1, table[i][j - 1] + 1, table[i - 1][j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    table[i][j] = min(table[i][j], table[i - 2][j - 2] + 1)
                }
            }
        }
        return table[a.count][b.count]
    }
}
