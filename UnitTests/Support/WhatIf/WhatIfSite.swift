import Foundation

/// A stand-in for what-if.xkcd.com, written for the tests (none of it is
/// the real site's text): an archive page and a dozen articles in the site's
/// two layouts, with illustrations, footnotes and links, and the awkward
/// ones: a 1 MB article, one full of escape sequences and bidi controls,
/// one whose illustration is missing (404), and one the archive leaves out.
/// `files(at:)` gives every file by its URL path, for nginx or the stub.
public struct WhatIfSite: Sendable {
    public var articles: [WhatIfFixtureArticle]

    public init(articles: [WhatIfFixtureArticle] = WhatIfSite.standardArticles) {
        self.articles = articles
    }

    /// The articles the archive lists, oldest first.
    public var listed: [WhatIfFixtureArticle] { articles.filter(\.isListed).sorted { $0.number < $1.number } }
    public var newest: Int { listed.map(\.number).max() ?? 0 }
    public func article(_ number: Int) -> WhatIfFixtureArticle? { articles.first { $0.number == number } }

    /// Article numbers by what they test.
    public static let large = 5
    public static let hostile = 8
    public static let brokenIllustration = 10
    public static let unlisted = 13

    /// Every file of the site by URL path ("/archive/", "/7/", "/imgs/a/7/sea.png"),
    /// links written as a server at `base` serves them (some absolute, as on the real site).
    public func files(at base: URL) -> [String: Data] {
        var files: [String: Data] = ["/archive/": Data(archivePage(at: base).utf8)]
        for article in articles {
            files["/\(article.number)/"] = Data(article.page().utf8)
            files["/imgs/a/\(article.number)/thumb.png"] = Self.picture(article.number, width: 40, height: 30)
            for illustration in article.illustrations where illustration.isServed {
                files[illustration.path(of: article.number)] = Self.picture(article.number, width: 120, height: 80)
            }
        }
        return files
    }

    /// The archive as the site writes it: one `archive-entry` a listed
    /// article, oldest first, links in the three forms the site uses.
    public func archivePage(at base: URL) -> String {
        let origin = base.absoluteString.hasSuffix("/") ? String(base.absoluteString.dropLast()) : base.absoluteString
        let entries = listed.map { article -> String in
            let href =
                switch article.number % 3 {
                case 0: "\(origin)/\(article.number)/"
                case 1: "/\(article.number)/"
                default: "/\(article.number)"
                }
            return """
                <div class="archive-entry">
                <a href="\(href)"><img class="archive-image" src="/imgs/a/\(article.number)/thumb.png" /></a>
                <a href="\(href)"><h1 class="archive-title">\(article.title)</h1></a>
                <h2 class="archive-date">\(article.dateText)</h2>
                </div>
                """
        }
        return """
            <!DOCTYPE html>
            <html><head><meta charset="utf-8"><title>What If? Archive</title>
            <script>var nothing = "<div class='archive-entry'>";</script></head>
            <body><div id="archive-wrapper">
            \(entries.joined(separator: "\n"))
            </div></body></html>
            """
    }

    /// A small PNG, its colours varying by article.
    static func picture(_ number: Int, width: Int, height: Int) -> Data {
        let shade = UInt8(truncatingIfNeeded: number &* 37)
        return TinyPNG.make(width: width, height: height, top: [255, shade, 40], bottom: [20, 90, 255 &- shade])
    }
}

/// One article of the stand-in site.
public struct WhatIfFixtureArticle: Sendable {
    public enum Layout: Sendable { case older, newer }

    public struct Illustration: Sendable {
        public var name: String
        public var title: String
        /// false: the page shows it, the server answers 404.
        public var isServed = true

        public func path(of number: Int) -> String { "/imgs/a/\(number)/\(name)" }
    }

    public var number: Int
    public var title: String
    public var year: Int, month: Int, day: Int
    public var question: String
    /// Who asked, as the page writes it (the site starts it with an em dash).
    public var asker: String
    public var layout: Layout
    /// The paragraphs' HTML; `{{illustration:k}}` stands for the k-th illustration's `<img>`.
    public var body: String
    public var illustrations: [Illustration]
    public var isListed = true

    /// "July 3, 2012", as the archive writes dates.
    public var dateText: String {
        let months = [
            "January", "February", "March", "April", "May", "June", "July", "August", "September", "October",
            "November", "December",
        ]
        return "\(months[(month - 1) % 12]) \(day), \(year)"
    }

    /// The article's page in its layout.
    public func page() -> String {
        var text = body
        for (index, illustration) in illustrations.enumerated() {
            text = text.replacingOccurrences(
                of: "{{illustration:\(index)}}",
                with:
                    "<img class=\"illustration\" src=\"\(illustration.path(of: number))\" title=\"\(illustration.title)\">"
            )
        }
        let heading =
            switch layout {
            case .older: "<article class=\"entry\">\n<a href=\"/\(number)/\"><h1>\(title)</h1></a>"
            case .newer: "<article id=\"entry\">\n<h2 id=\"title\"><a href=\"/\(number)/\">\(title)</a></h2>"
            }
        return """
            <!DOCTYPE html>
            <html><head><meta charset="utf-8"><title>\(title)</title>
            <style>p { margin: 0 }</style><script>document.write("<p>not text</p>")</script></head>
            <body><nav><a href="/archive/">Archive</a> <a href="https://example.com/store">Store</a></nav>
            \(heading)
            <p id="question">\(question)</p>
            <p id="attribute">&mdash;\(asker)</p>
            \(text)
            </article>
            <footer><p>Footer text that is not part of the article.</p></footer>
            </body></html>
            """
    }
}
