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

    /// Nil for a number below 1.
    public init?(_ kind: Kind, number: Int) {
        guard number >= 1 else { return nil }
        self.kind = kind
        self.number = number
    }

    /// Recognises exactly the two shapes this type builds; nil for any other text.
    public init?(url text: String) {
        for kind in Kind.allCases {
            let prefix = Self.prefix(of: kind)
            let suffix = Self.suffix(of: kind)
            guard text.hasPrefix(prefix), text.hasSuffix(suffix), text.count > prefix.count + suffix.count else {
                continue
            }
            let digits = text.dropFirst(prefix.count).dropLast(suffix.count)
            guard digits.allSatisfy(\.isASCIIDigit), digits.first != "0", let number = Int(digits) else { return nil }
            self.init(kind, number: number)
            return
        }
        return nil
    }

    public var text: String {
        Self.text(kind, number: number)
    }

    /// The address of comic `number`'s page of `kind`: the one place either is built.
    public static func text(_ kind: Kind, number: Int) -> String {
        prefix(of: kind) + String(number) + suffix(of: kind)
    }

    private static func prefix(of kind: Kind) -> String {
        switch kind {
        case .xkcd: XKCDHosts.pagePrefix
        case .explanation: XKCDHosts.explanationPagePrefix
        }
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
