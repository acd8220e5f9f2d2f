import Foundation

/// One walk over a parsed What If? page: what `WhatIfPageParser` does with
/// the tree libxml2 gives it. Counts what it spends (nodes, text, time).
final class WhatIfReader {
    let limits: WhatIfPageParser.Limits
    let origin: Origin?
    let originText: String
    let deadline: ContinuousClock.Instant
    var nodes = 0
    var textBytes = 0
    private(set) var isLate = false

    var blocks: [WhatIfBlock] = []
    var pending = RunBuilder()
    var footnotes: [[ExplainedInline]] = []

    init(limits: WhatIfPageParser.Limits, origin: URL, deadline: ContinuousClock.Instant) {
        self.limits = limits
        self.origin = Origin(origin)
        var text = origin.absoluteString
        while text.hasSuffix("/") { text.removeLast() }
        originText = text
        self.deadline = deadline
    }

    /// True once any budget is spent: the walk stops where it is.
    var isExhausted: Bool {
        if isLate || nodes >= limits.maximumNodes || textBytes >= limits.maximumTextBytes { return true }
        // The clock read every 256 nodes: reading it is not free.
        if nodes & 0xFF == 0, ContinuousClock.now > deadline { isLate = true }
        return isLate
    }

    /// Counts a node visited; false once the budget is spent.
    func visit() -> Bool {
        nodes += 1
        return !isExhausted
    }

    func spend(_ text: String) -> String {
        TextBudget.spend(text, used: &textBytes, limit: limits.maximumTextBytes)
    }

    /// An element's words, white space collapsed, within the budgets.
    func words(_ node: HTMLNode) -> String {
        var builder = RunBuilder()
        builder.append(text: spend(node.flattenedText(limit: 64 * 1024)), [])
        return builder.finish().plainText
    }

    /// `href`/`src` made absolute on the site; nil for anchors and other schemes.
    func absolute(_ reference: String) -> String? {
        let trimmed = reference.trimmingCharacters(in: .whitespacesAndNewlines)
        if trimmed.hasPrefix("https://") || trimmed.hasPrefix("http://") { return trimmed }
        if trimmed.hasPrefix("//") { return (origin?.scheme ?? "https") + ":" + trimmed }
        if trimmed.hasPrefix("/") { return originText + trimmed }
        return nil
    }

    /// An address on the site's own origin, else nil: what may be fetched.
    func onSite(_ reference: String) -> String? {
        guard let address = absolute(reference), let url = URL(string: address), let found = Origin(url),
            found == origin
        else { return nil }
        return address
    }

    /// The number an article link names: `/N/`, `/N`, or absolute.
    static func articleNumber(_ href: String) -> Int? {
        var path = Substring(href)
        if let scheme = path.range(of: "://") {
            path = path[scheme.upperBound...]
            guard let slash = path.firstIndex(of: "/") else { return nil }
            path = path[slash...]
        }
        let parts = path.split(separator: "/")
        guard parts.count == 1, let number = Int(parts[0]), number >= 1, number < 1_000_000 else { return nil }
        return number
    }
}
