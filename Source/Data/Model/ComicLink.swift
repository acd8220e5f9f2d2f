/// A page about a comic outside the reader: its page on xkcd.com or its
/// explain xkcd article.
///
/// Built from the number alone, never from a URL in the data, so nothing a
/// server sends can choose what a browser opens.
public struct ComicLink: Sendable, Hashable {
    public enum Kind: Sendable, Hashable, CaseIterable {
        /// `https://xkcd.com/N/`
        case xkcd
        /// `https://www.explainxkcd.com/wiki/index.php/N`
        case explanation
    }

    public let kind: Kind
    public let number: Int
    /// Where the wiki's pages are (`ExplainWikiConfiguration.pagePrefix`): explain xkcd's, or the configured wiki's.
    public let explanationPagePrefix: String

    /// The real explain xkcd's pages.
    public static let defaultExplanationPagePrefix = XKCDHosts.explanationPagePrefix

    /// Nil for a number below 1.
    public init?(_ kind: Kind, number: Int, explanationPagePrefix: String = Self.defaultExplanationPagePrefix) {
        guard number >= 1 else { return nil }
        self.kind = kind
        self.number = number
        self.explanationPagePrefix = explanationPagePrefix
    }

    /// Recognises exactly the two shapes this type builds; nil for any other text.
    public init?(url text: String, explanationPagePrefix: String = Self.defaultExplanationPagePrefix) {
        for kind in Kind.allCases {
            let prefix = kind == .xkcd ? XKCDHosts.pagePrefix : explanationPagePrefix
            let suffix = Self.suffix(of: kind)
            guard text.hasPrefix(prefix), text.hasSuffix(suffix), text.count > prefix.count + suffix.count else {
                continue
            }
            let digits = text.dropFirst(prefix.count).dropLast(suffix.count)
            guard digits.allSatisfy(\.isASCIIDigit), digits.first != "0", let number = Int(digits) else { return nil }
            self.init(kind, number: number, explanationPagePrefix: explanationPagePrefix)
            return
        }
        return nil
    }

    /// The address of the page: the one place either kind is built.
    public var text: String {
        (kind == .xkcd ? XKCDHosts.pagePrefix : explanationPagePrefix) + String(number) + Self.suffix(of: kind)
    }

    private static func suffix(of kind: Kind) -> String {
        switch kind {
        case .xkcd: "/"
        case .explanation: ""
        }
    }
}

extension Character {
    fileprivate var isASCIIDigit: Bool { ("0"..."9").contains(self) }
}
