import ComicData

/// Images fetched and saved ahead of need: the open comic's neighbours,
/// and a comic just bookmarked (a bookmark is for reading offline).
struct ImageEffects: Sendable {
    /// Nil when images are off.
    let source: (any ReaderImageSource)?

    func prefetch(_ numbers: [Int], from list: ComicListViewModel, in group: inout DiscardingTaskGroup) {
        guard let source else { return }
        group.addTask {
            for number in numbers {
                guard let comic = await list.comic(number) else { continue }
                await source.prefetch([comic])
            }
        }
    }

    func prefetch(_ comic: Comic, in group: inout DiscardingTaskGroup) {
        guard let source else { return }
        group.addTask { await source.prefetch([comic]) }
    }
}
