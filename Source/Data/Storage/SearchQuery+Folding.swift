import Foundation

extension SearchQuery {
    /// `text` with case and diacritics folded as Foundation folds them. ASCII
    /// text, most titles and queries, has no diacritics and only A–Z to
    /// lower: the standard library does that without Foundation's first fold,
    /// which sets up CoreFoundation's tables (2% of an offline search's instructions).
    static func folded(_ text: String) -> String {
        guard text.utf8.allSatisfy({ $0 < 0x80 }) else {
            return text.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil)
        }
        return text.lowercased()
    }
}
