import Foundation

/// `action=query&prop=revisions`'s answer: each page's current revision,
/// and how the titles asked for led to the pages (normalized, redirected).
struct WikiRevisions: WikiAnswerBody, Hashable {
    static let key = "query"

    /// Title asked for (or reached) → the title it leads to.
    let renamed: [String: String]
    /// Page title → its current revision; a missing page is absent.
    let revisions: [String: Int]
    /// Titles the wiki says have no page. A title in neither this nor
    /// `revisions` was not answered (a `continue` left it out): unknown.
    let missing: Set<String>

    init(renamed: [String: String], revisions: [String: Int], missing: Set<String> = []) {
        self.renamed = renamed
        self.revisions = revisions
        self.missing = missing
    }

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: WikiKey.self)
        var renamed: [String: String] = [:]
        for list in ["normalized", "redirects"] {
            guard var entries = try? container.nestedUnkeyedContainer(forKey: WikiKey(list)) else { continue }
            while !entries.isAtEnd {
                guard let entry = try? entries.nestedContainer(keyedBy: WikiKey.self) else {
                    _ = try? entries.decode(Discarded.self)
                    continue
                }
                let limit = ExplainWikiLimits.maximumTitleLength
                if let from = entry.lenientText("from", limit: limit), let to = entry.lenientText("to", limit: limit) {
                    renamed[from] = to
                }
            }
        }
        var revisions: [String: Int] = [:]
        var missing: Set<String> = []
        if var pages = try? container.nestedUnkeyedContainer(forKey: WikiKey("pages")) {
            while !pages.isAtEnd {
                guard let page = try? pages.nestedContainer(keyedBy: WikiKey.self) else {
                    _ = try? pages.decode(Discarded.self)
                    continue
                }
                guard let title = page.lenientText("title", limit: ExplainWikiLimits.maximumTitleLength) else {
                    continue
                }
                if page.flag("missing") || page.flag("invalid") {
                    missing.insert(title)
                    continue
                }
                guard var list = try? page.nestedUnkeyedContainer(forKey: WikiKey("revisions")),
                    let revision = try? list.nestedContainer(keyedBy: WikiKey.self),
                    let id = revision.lenientInt("revid")
                else { continue }
                revisions[title] = id
            }
        }
        self.renamed = renamed
        self.revisions = revisions
        self.missing = missing
    }

    /// What the wiki said of `number`'s page, through at most a few renames.
    enum Lookup: Hashable {
        case revision(Int)
        case noPage
        /// Left out of the answer: neither a revision nor "missing".
        case unknown
    }

    /// The revision of the page that `number`'s title leads to, through at most a few renames.
    func lookup(_ number: Int) -> Lookup {
        var title = String(number)
        for _ in 0..<5 {
            if let revision = revisions[title] { return .revision(revision) }
            if missing.contains(title) { return .noPage }
            guard let next = renamed[title] else { return .unknown }
            title = next
        }
        return .unknown
    }
}

/// Any JSON value, skipped.
private struct Discarded: Decodable {
    init(from decoder: any Decoder) throws {}
}
