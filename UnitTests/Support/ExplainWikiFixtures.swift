import Foundation

/// One wiki page: its title and its wikitext.
public struct ExplainWikiPage: Sendable, Hashable {
    public let title: String
    public let text: String

    public init(title: String, text: String) {
        self.title = title
        self.text = text
    }

    /// Page `N` as explain xkcd has it: a redirect to `N: Title`.
    public static func redirect(_ number: Int, to title: String) -> ExplainWikiPage {
        ExplainWikiPage(title: String(number), text: "#REDIRECT [[\(title)]]")
    }
}

/// explain xkcd's shapes, written for the tests (`Fixtures/Explain`): its
/// templates (comic, w, incomplete, citation needed, comic discussion) and
/// a few comics' pages under the real dump's titles.
public enum ExplainWikiFixtures {
    /// The comics with a page, by number: their titles from the real dump.
    public static func titles() throws -> [Int: String] {
        let data = try Data(contentsOf: try Fixtures.url("Explain/pages.json"))
        let object = try JSONDecoder().decode([String: String].self, from: data)
        return Dictionary(uniqueKeysWithValues: object.compactMap { key, title in Int(key).map { ($0, title) } })
    }

    /// The wiki page title of comic `number`, e.g. "327: Exploits of a Mom".
    public static func pageTitle(_ number: Int) throws -> String {
        guard let title = try titles()[number] else { throw Fixtures.Failure.missing("Explain/Pages/\(number)") }
        return "\(number): \(title)"
    }

    /// The wikitext of comic `number`'s page.
    public static func wikitext(_ number: Int) throws -> String {
        try String(contentsOf: try Fixtures.url("Explain/Pages/\(number).wikitext"), encoding: .utf8)
    }

    /// Every fixture comic: its page `N: Title` and the redirect `N` to it.
    public static func comicPages() throws -> [ExplainWikiPage] {
        try titles().keys.sorted().flatMap { number in
            let title = try pageTitle(number)
            return [ExplainWikiPage(title: title, text: try wikitext(number)), .redirect(number, to: title)]
        }
    }

    /// The templates, as `Template:Name` pages (a file's underscores are spaces).
    public static func templates() throws -> [ExplainWikiPage] {
        let folder = try Fixtures.url("Explain/Templates")
        let files = try FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil)
        return try files.filter { $0.pathExtension == "wikitext" }.sorted { $0.path < $1.path }.map { file in
            let name = file.deletingPathExtension().lastPathComponent.replacingOccurrences(of: "_", with: " ")
            return ExplainWikiPage(title: "Template:\(name)", text: try String(contentsOf: file, encoding: .utf8))
        }
    }
}

/// A recorded `action=parse` answer of the test wiki (`Fixtures/Explain/Parse`).
public struct RecordedParse: Sendable, Decodable {
    public let title: String
    public let revid: Int
    public let text: String

    private struct Answer: Decodable { let parse: RecordedParse }

    /// Comic `number`'s page as the harness's wiki rendered it (see `MediaWikiServer.parseURL`).
    public static func comic(_ number: Int) throws -> RecordedParse {
        let data = try Data(contentsOf: try Fixtures.url("Explain/Parse/\(number).json"))
        return try JSONDecoder().decode(Answer.self, from: data).parse
    }
}
