import Foundation

/// Turns explain xkcd's rendered page (`action=parse`'s `text`) into an
/// `ExplainedArticle`, with libxml2's HTML parser: sections by `h2`, lists,
/// `:` lines, tables, emphasis, links, Cite's footnotes and the notices.
/// Dropped: edit links, the comic box the page repeats, everything from the
/// discussion on, comments, scripts and styles.
///
/// Bounded against a hostile page: see `Limits` (and docs/reliability.md).
public struct ExplanationPageParser: Sendable {
    /// What one page may cost; past a limit the rest is left out, never an error.
    public struct Limits: Sendable, Hashable {
        /// Bigger pages are refused (`Failure.tooLarge`) before parsing.
        public var maximumBytes = 4 * 1024 * 1024
        /// Elements nested deeper are read as plain text, without recursion.
        public var maximumDepth = 40
        /// Text kept over the whole article, in UTF-8 bytes.
        public var maximumTextBytes = 2 * 1024 * 1024
        public var maximumSections = 100
        /// Blocks kept per section (a list counts each item).
        public var maximumBlocksPerSection = 20_000
        public var maximumTableRows = 300
        public var maximumTableColumns = 16
        public var maximumNotesPerSection = 500

        public init() {}
    }

    public enum Failure: Error, Sendable, Hashable, CustomStringConvertible {
        case tooLarge(bytes: Int, limit: Int)

        public var description: String {
            switch self {
            case .tooLarge(let bytes, let limit):
                "the explanation page is \(bytes) bytes, more than the \(limit) this program reads"
            }
        }
    }

    public var limits: Limits
    /// Where the wiki's relative links (`/wiki/…`) point.
    public var wikiOrigin: String

    public init(limits: Limits = Limits(), wikiOrigin: String = XKCDHosts.explainOrigin) {
        self.limits = limits
        self.wikiOrigin = wikiOrigin
    }

    public func article(fromHTML html: String) throws -> ExplainedArticle {
        let bytes = html.utf8.count
        guard bytes <= limits.maximumBytes else { throw Failure.tooLarge(bytes: bytes, limit: limits.maximumBytes) }
        guard let document = HTMLDocument(html: html), let root = document.root else {
            return ExplainedArticle(sections: [])
        }
        let reader = ArticleReader(limits: limits, wikiOrigin: wikiOrigin)
        return withExtendedLifetime(document) { reader.read(root) }
    }
}
