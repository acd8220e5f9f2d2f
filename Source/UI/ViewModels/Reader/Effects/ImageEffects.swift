import ComicData

/// Images fetched and saved ahead of need: the open comic's neighbours,
/// and a comic just bookmarked (a bookmark is for reading offline).
struct ImageEffects: Sendable {
    /// Nil when images are off.
    let source: (any ReaderImageSource)?

    func prefetch(_ comics: [Comic], in group: inout DiscardingTaskGroup) {
        guard let source else { return }
        group.addTask {
            for comic in comics { await source.prefetch([comic]) }
        }
    }
}
