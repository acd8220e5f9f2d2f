/// What the wiki said of the current revisions: the pages it named, and the
/// comics it did not say anything about (a batch that failed, or an answer
/// cut short), which are neither changed nor unchanged.
public struct WikiRevisionCheck: Sendable, Hashable {
    /// Comic → its page's current revision; a comic without a page is absent.
    public var revisions: [Int: Int] = [:]
    /// Comic → why its revision is not known.
    public var unknown: [Int: String] = [:]

    public init(revisions: [Int: Int] = [:], unknown: [Int: String] = [:]) {
        self.revisions = revisions
        self.unknown = unknown
    }

    mutating func merge(_ other: WikiRevisionCheck) {
        revisions.merge(other.revisions) { _, last in last }
        unknown.merge(other.unknown) { _, last in last }
    }
}
