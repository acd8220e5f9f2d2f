import Foundation

/// `action=query&prop=revisions`'s answer: each page's current revision,
/// and how the titles asked for led to the pages (normalized, redirected).
struct WikiRevisions: WikiAnswerBody, Hashable {
    static let key = "query"

    /// Title asked for (or reached) → the title it leads to.
    let renamed: [String: String]
    /// Page title → its current revision; a missing page is absent.
    let revisions: [String: Int]

    init(renamed: [String: String], revisions: [String: Int]) {
        self.renamed = renamed
        self.revisions = revisions
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
        if var pages = try? container.nestedUnkeyedContainer(forKey: WikiKey("pages")) {
            while !pages.isAtEnd {
                guard let page = try? pages.nestedContainer(keyedBy: WikiKey.self) else {
                    _ = try? pages.decode(Discarded.self)
                    continue
                }
                guard !page.flag("missing"), !page.flag("invalid"),
                    let title = page.lenientText("title", limit: ExplainWikiLimits.maximumTitleLength),
                    var list = try? page.nestedUnkeyedContainer(forKey: WikiKey("revisions")),
                    let revision = try? list.nestedContainer(keyedBy: WikiKey.self),
                    let id = revision.lenientInt("revid")
                else { continue }
                revisions[title] = id
            }
        }
        self.renamed = renamed
        self.revisions = revisions
    }

    /// The revision of the page that `number`'s title leads to, through at most a few renames.
    func revision(of number: Int) -> Int? {
        var title = String(number)
        for _ in 0..<4 {
            if let revision = revisions[title] { return revision }
            guard let next = renamed[title] else { return nil }
            title = next
        }
        return revisions[title]
    }
}

/// Any JSON value, skipped.
private struct Discarded: Decodable {
    init(from decoder: any Decoder) throws {}
}
