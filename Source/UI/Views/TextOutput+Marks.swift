import ComicData

/// `bookmarks list` and `marks list`: the cached comics as every list has
/// them, then a row for each mark whose comic is not cached, saying why.
extension TextOutput {
    public func markList(
        _ comics: [Comic], notCached: [(number: Int, reason: String)], bookmarked: Set<Int>
    ) -> String {
        render {
            PlainComicList.lines(comics.map(FeedEntry.comic), bookmarked: bookmarked, layout: listLayout)
                + notCached.map { number, reason in
                    PlainComicList.placeholderLine(
                        number, reason: reason, isBookmarked: bookmarked.contains(number), layout: listLayout)
                }
        }
    }
}
