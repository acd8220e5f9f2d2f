import Foundation

/// The readable part of an explain xkcd page, as structure rather than HTML:
/// sections of blocks of styled runs, ready to be wrapped to any width.
///
/// What the page repeats (the comic's box), edit links and the discussion
/// are not part of it.
public struct ExplainedArticle: Sendable, Hashable, Codable {
    public var sections: [ExplainedSection]
    /// The `{{incomplete|…}}` notice's reason ("" when it gives none); nil when the page is complete.
    public var incomplete: String?

    public init(sections: [ExplainedSection], incomplete: String? = nil) {
        self.sections = sections
        self.incomplete = incomplete
    }

    /// The first section with this title, ignoring case ("Explanation", "Transcript", "Trivia").
    public func section(named title: String) -> ExplainedSection? {
        sections.first { $0.title.compare(title, options: [.caseInsensitive]) == .orderedSame }
    }
}

/// One `==Heading==` of the page and what follows it up to the next.
public struct ExplainedSection: Sendable, Hashable, Codable {
    public var title: String
    public var blocks: [ExplainedBlock]
    /// The section's `<ref>` footnotes in order: `.footnote(n)` points at `notes[n - 1]`.
    public var notes: [[ExplainedInline]]

    public init(title: String, blocks: [ExplainedBlock], notes: [[ExplainedInline]] = []) {
        self.title = title
        self.blocks = blocks
        self.notes = notes
    }
}

/// A block of a section.
public indirect enum ExplainedBlock: Sendable, Hashable, Codable {
    case paragraph([ExplainedInline])
    /// A subheading inside a section (`===…===`).
    case heading([ExplainedInline])
    /// A bulleted list; each item holds blocks of its own (nested lists included).
    case bullets([[ExplainedBlock]])
    /// A numbered list.
    case numbered([[ExplainedBlock]])
    /// A `:` line (`<dl><dd>`), the transcript's form, indented `depth` levels (1 and up).
    case indented(depth: Int, [ExplainedInline])
    /// A table: its header row (empty when it has none), then its rows of cells.
    case table(header: [[ExplainedInline]], rows: [[[ExplainedInline]]])
}

/// A run of text inside a block.
public enum ExplainedInline: Sendable, Hashable, Codable {
    case text(String, ExplainedEmphasis)
    /// A link keeps its text; the address is for terminals that show hyperlinks.
    case link(text: String, url: String, ExplainedEmphasis)
    /// A `<ref>` footnote mark, `[n]`.
    case footnote(Int)
    /// `{{citation needed}}`: a small mark, not the template's text.
    case citationNeeded
}

/// Bold and italic, as the wiki marks them.
public struct ExplainedEmphasis: OptionSet, Sendable, Hashable, Codable {
    public let rawValue: UInt8
    public init(rawValue: UInt8) { self.rawValue = rawValue }

    public static let bold = ExplainedEmphasis(rawValue: 1 << 0)
    public static let italic = ExplainedEmphasis(rawValue: 1 << 1)
}
