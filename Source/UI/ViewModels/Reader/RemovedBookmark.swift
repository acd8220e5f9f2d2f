import ComicData
import Foundation

/// A bookmark just removed, as `z` brings it back: the comic and when it was first saved.
public struct RemovedBookmark: Sendable, Hashable {
    public let comic: Comic
    public let savedAt: Date

    public init(comic: Comic, savedAt: Date) {
        self.comic = comic
        self.savedAt = savedAt
    }
}
