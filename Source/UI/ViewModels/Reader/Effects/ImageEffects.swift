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

    /// The viewer's image, back as `.viewerImage`.
    func loadBest(_ comic: Comic, sink: ReaderEventSink, in group: inout DiscardingTaskGroup) {
        guard let source else { return }
        group.addTask {
            let content: ViewerScreen.Content
            do {
                let (image, version) = try await source.bestImage(for: comic)
                content = .loaded(ReaderImage(comicNumber: comic.number, image: image), version)
            } catch let unavailable as ImageUnavailable {
                content = .unavailable(unavailable.description)
            } catch {
                content = .unavailable("the image was not loaded")
            }
            sink.yield(.viewerImage(comic.number, content))
        }
    }
}
