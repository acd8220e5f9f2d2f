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
    /// as any article (written, or asked again if it failed); one it does not list is dropped:
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
        // A guess was asked once, without retries: one the archive lists that failed is asked again, as any article.
        articles += failedGuesses.subtracting(unlisted).sorted()
        failedGuesses = []
    }

    /// A guessed article's request: asked once, without retries, so a
    /// server that fails (a 502 from its proxy) sees one window, not a
    /// window of retries, before the archive's answer ends the run.
    func isGuess(_ job: Job) -> Bool {
        if case .article(let number) = job { return guessed.contains(number) }
        return false
    }
}
