import Foundation

/// explain xkcd pages (rendered HTML) made to cost: what issue 27's
/// hostile cases send, for tests and the benchmark.
public enum HostileExplanationPages {
    /// An Explanation of about `bytes` bytes: paragraphs with links, bold,
    /// footnotes, lists and a transcript, as a long real page has them.
    public static func large(bytes: Int = 800_000) -> String {
        var html = "<div class=\"mw-parser-output\"><h2><span class=\"mw-headline\">Explanation</span></h2>\n"
        var paragraph = 0
        while html.utf8.count < bytes {
            paragraph += 1
            html += """
                <p>Paragraph \(paragraph) talks about <a href="https://en.wikipedia.org/wiki/Physics" \
                class="extiw">physics</a> and <b>bold claims</b> with <i>italic asides</i>, \
                which go on for a while so that the line has to wrap several times in a terminal of \
                ordinary width.<sup class="reference"><a href="#cite_note-\(paragraph)">[\(paragraph)]</a></sup></p>
                <ul><li>A point about item \(paragraph).</li><li>Another, with <code>code</code>.</li></ul>
                <dl><dd>Person \(paragraph): Something said in the transcript.</dd></dl>

                """
        }
        html += "<ol class=\"references\">"
        for note in 1...paragraph {
            html += "<li id=\"cite_note-\(note)\"><span class=\"reference-text\">Note \(note).</span></li>"
        }
        return html + "</ol></div>"
    }

    /// `levels` nested elements (alternating `div` and `b`) around one word.
    public static func deeplyNested(levels: Int = 100_000) -> String {
        let open = String(repeating: "<div><b>", count: levels / 2)
        let close = String(repeating: "</b></div>", count: levels / 2)
        return "<div class=\"mw-parser-output\"><h2>Explanation</h2>\(open)deep\(close)<p>after</p></div>"
    }

    /// A table of `rows` × `columns` cells.
    public static func table(rows: Int = 1_000, columns: Int = 10) -> String {
        var html = "<div class=\"mw-parser-output\"><h2>Explanation</h2><table>"
        for row in 0..<rows {
            html += "<tr>" + (0..<columns).map { "<td>r\(row)c\($0)</td>" }.joined() + "</tr>"
        }
        return html + "</table></div>"
    }

    /// Terminal escapes, BEL, C1 controls and bidi overrides in the wiki's text.
    public static let controls = """
        <div class="mw-parser-output"><h2>Explanation</h2>\
        <p>red\u{1B}[31m text\u{07} c1\u{9B}2J bidi\u{202E}txet\u{202C} end</p></div>
        """
}
