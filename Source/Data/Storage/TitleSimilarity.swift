/// How alike two folded titles are, forgiving a typo: the Dice coefficient
/// of their letter trigrams (1 the same, 0 nothing shared). "exploits of a
/// mum" and "exploits of a mom" share most of theirs; word order and one
/// wrong, missing or extra letter cost a few.
struct TitleSimilarity {
    /// Below this, two titles are not taken for one another.
    static let threshold = 0.4

    private let trigrams: [String: Int]
    private let count: Int

    /// `key` folded as `SearchQuery.key` folds it (lower case, words one space apart).
    init(_ key: String) {
        let characters = Array(" " + key + " ")
        var trigrams: [String: Int] = [:]
        if characters.count >= 3 {
            for start in 0...(characters.count - 3) {
                trigrams[String(characters[start..<start + 3]), default: 0] += 1
            }
        }
        self.trigrams = trigrams
        count = trigrams.values.reduce(0, +)
    }

    func score(against other: TitleSimilarity) -> Double {
        guard count > 0, other.count > 0 else { return 0 }
        var shared = 0
        for (trigram, times) in trigrams {
            shared += min(times, other.trigrams[trigram] ?? 0)
        }
        return 2 * Double(shared) / Double(count + other.count)
    }
}
