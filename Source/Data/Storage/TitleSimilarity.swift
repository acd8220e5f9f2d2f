/// Whether a folded title is the query with a typo or two: the optimal
/// string alignment distance (a wrong, missing or extra letter, or two
/// neighbours swapped, each count one). "exploits of a mum" is one from
/// "exploits of a mom", "tukye" one from "tukey"; "drop table comic" is
/// nowhere near "comic 9", however many letters they share.
enum TitleSimilarity {
    /// Typos forgiven: one, and one more for every ten letters beyond ten.
    static func allowedTypos(forLength length: Int) -> Int {
        max(1, length / 10)
    }

    /// The distance between `query` and `title`, when it is at most `limit`; nil otherwise.
    /// Titles whose length alone differs by more are refused without work.
    static func typos(between query: String, and title: String, limit: Int) -> Int? {
        let a = Array(query)
        let b = Array(title)
        guard abs(a.count - b.count) <= limit else { return nil }
        guard !a.isEmpty, !b.isEmpty else { return max(a.count, b.count) <= limit ? max(a.count, b.count) : nil }
        var previousRow = [Int](repeating: 0, count: b.count + 1)
        var row = Array(0...b.count)
        var rowBefore = row
        for i in 1...a.count {
            rowBefore = previousRow
            previousRow = row
            row = [Int](repeating: 0, count: b.count + 1)
            row[0] = i
            var smallest = row[0]
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                var distance = min(previousRow[j] + 1, row[j - 1] + 1, previousRow[j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    distance = min(distance, rowBefore[j - 2] + 1)
                }
                row[j] = distance
                smallest = min(smallest, distance)
            }
            // Every later row only grows from here.
            if smallest > limit { return nil }
        }
        return row[b.count] <= limit ? row[b.count] : nil
    }
}
