extension FeedSnapshot {
    /// The rows shown after a new first page's last comic, which they
    /// continue (what the next pages would bring), and those of them that
    /// failed. None when the page ends the feed or its last comic is not
    /// among them: a gap would follow.
    func rows<Item, Bookmark>(below page: FeedPage<Item, Bookmark>) -> (items: [FeedItem], failures: [ComicFailure]) {
        guard page.nextPageBookmark != nil, let last = page.items.last,
            let index = items.firstIndex(where: { $0.number == last.number })
        else { return ([], []) }
        let shown = Set(page.items.map(\.number)).union(page.failures.map(\.number))
        let below = items[(index + 1)...].filter { !shown.contains($0.number) }
        // Failed rows hold their number's place, so those below the page's last stay with it.
        let failedBelow = failures.filter { $0.number < last.number && !shown.contains($0.number) }
        return (below, below.isEmpty ? [] : failedBelow)
    }
}
