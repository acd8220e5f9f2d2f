import Foundation

extension WhatIfSync.Run {
    /// A first sync (nothing listed or saved) asks for articles by number,
    /// 1 up, beside the archive's request, as many as the window is wide
    /// (called again when it widens), so the window is full from the first
    /// round trip. Numbers have had no gaps (DESIGN.md, "What If?: facts"),
    /// but the archive stays the truth: `settleGuesses` drops what it does
    /// not list, and a guess's 404 is no failure. At most one window is guessed.
    mutating func guess(through count: Int) {
        guard !isListed, count > guessedThrough else { return }
        let numbers = (guessedThrough + 1)...count
        articles += numbers
        guessed.formUnion(numbers)
        guessedThrough = count
    }

    /// The archive came, listing `listed` unsaved: a guess it lists counts
    /// as any article (written, or failed); one it does not list is dropped:
    /// never written, never counted, its illustrations not asked for.
    mutating func settleGuesses(listed: Set<Int>) {
        guard !guessed.isEmpty else { return }
        let unlisted = guessed.subtracting(listed)
        guessed = []
        dropped = unlisted
        let asked = articles[..<nextArticle].filter { !unlisted.contains($0) }
        articles = asked + articles[nextArticle...].filter { listed.contains($0) }
        nextArticle = asked.count
        for number in unlisted { pending[number] = nil }
        illustrations.removeAll { job in
            if case .illustration(_, let number) = job { return unlisted.contains(number) }
            return false
        }
        for held in heldArticles where !unlisted.contains(held.number) {
            batch.append(held.complete)
            done += 1
        }
        heldArticles = []
        for (number, error) in heldFailures.sorted(by: { $0.key < $1.key }) where !unlisted.contains(number) {
            _ = record(.article(number, .failure(error)))
        }
        heldFailures = [:]
    }
}
