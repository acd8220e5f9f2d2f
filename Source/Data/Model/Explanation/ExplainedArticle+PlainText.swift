/// Plain text for the search index and for tests: no styles, no footnote marks.
extension ExplainedSection {
    public var plainText: String {
        blocks.map(\.plainText).filter { !$0.isEmpty }.joined(separator: "\n")
    }
}

extension ExplainedBlock {
    public var plainText: String {
        switch self {
        case .paragraph(let runs), .heading(let runs), .indented(_, let runs):
            return runs.plainText
        case .bullets(let items), .numbered(let items):
            return items.map { $0.map(\.plainText).joined(separator: "\n") }.joined(separator: "\n")
        case .table(let header, let rows):
            return ([header] + rows).filter { !$0.isEmpty }
                .map { $0.map(\.plainText).joined(separator: "\t") }.joined(separator: "\n")
        }
    }
}

extension [ExplainedInline] {
    public var plainText: String {
        map { run in
            switch run {
            case .text(let text, _), .link(let text, _, _): text
            case .footnote, .citationNeeded: ""
            }
        }.joined()
    }
}
