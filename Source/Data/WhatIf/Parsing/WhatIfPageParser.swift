import Foundation

/// Reads What If?'s two kinds of page with libxml2's HTML parser, as the
/// explanations are read: the archive (`/archive/`: every article's number,
/// title and date) and an article (`/N/`, in either of the site's layouts).
///
/// Bounded against a hostile page: bytes before parsing; depth, nodes, text
/// and time while reading. Past the bytes or the time the page is refused
/// with one line; past the others the rest is left out.
public struct WhatIfPageParser: Sendable {
    public struct Limits: Sendable, Hashable {
        public var maximumBytes = 4 * 1024 * 1024
        /// Elements nested deeper are read as plain text, without recursion.
        public var maximumDepth = 40
        /// Nodes visited over the whole page.
        public var maximumNodes = 400_000
        /// Text kept over the whole article, in UTF-8 bytes.
        public var maximumTextBytes = 3 * 1024 * 1024
        public var maximumBlocks = 20_000
        public var maximumFootnotes = 1_000
        public var maximumEntries = 100_000
        /// Reading one page (parsing included) may take this long.
        public var maximumTime = Duration.seconds(3)

        public init() {}
    }

    public enum Failure: Error, Sendable, Hashable, CustomStringConvertible {
        case tooLarge(bytes: Int, limit: Int)
        case tooSlow
        case noArticle

        public var description: String {
            switch self {
            case .tooLarge(let bytes, let limit):
                "the What If? page is \(bytes) bytes, more than the \(limit) this program reads"
            case .tooSlow: "the What If? page took too long to read"
            case .noArticle: "the What If? page holds no article"
            }
        }
    }

    public var limits: Limits
    /// The site's origin: relative links and images are made absolute on it; images elsewhere are refused.
    public var origin: URL

    public init(origin: URL, limits: Limits = Limits()) {
        self.origin = origin
        self.limits = limits
    }

    /// The archive's entries, newest first, one per number.
    public func archive(fromHTML html: String) throws -> [WhatIfEntry] {
        try withRoot(html) { root, reader in reader.entries(root) } ?? []
    }

    /// Article `number`'s page as an article.
    public func article(_ number: Int, fromHTML html: String) throws -> WhatIfArticle {
        guard let article = try withRoot(html, { root, reader in reader.article(number, in: root) }) ?? nil else {
            throw Failure.noArticle
        }
        return article
    }

    private func withRoot<T>(_ html: String, _ read: (HTMLNode, WhatIfReader) -> T) throws -> T? {
        let bytes = html.utf8.count
        guard bytes <= limits.maximumBytes else { throw Failure.tooLarge(bytes: bytes, limit: limits.maximumBytes) }
        let deadline = ContinuousClock.now + limits.maximumTime
        guard let document = HTMLDocument(html: html), let root = document.root else { return nil }
        let reader = WhatIfReader(limits: limits, origin: origin, deadline: deadline)
        let result = withExtendedLifetime(document) { read(root, reader) }
        if reader.isLate { throw Failure.tooSlow }
        return result
    }
}
