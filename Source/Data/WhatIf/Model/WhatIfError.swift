/// Why there is no article to show, in words a person reads in one line.
public enum WhatIfError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The site has no such article (404).
    case noArticle(Int)
    /// Offline, and the article was never saved.
    case notSaved(Int)
    /// The archive lists nothing (offline: it was never saved).
    case noArchive
    /// The site has no illustration at that address (404): not asked again.
    case noIllustration
    /// The site answered, but not with something this program reads.
    case unreadable(String)

    public var description: String {
        switch self {
        case .noArticle(let number): "What If? has no article \(number)"
        case .notSaved(let number):
            "What If? article \(number) is not saved for offline reading (run `xkcd sync --whatif`)"
        case .noArchive: "no What If? articles are saved for offline reading (run `xkcd sync --whatif`)"
        case .noIllustration: "What If? has no such illustration (404)"
        case .unreadable(let reason): reason
        }
    }
}
