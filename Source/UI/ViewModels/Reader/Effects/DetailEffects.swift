import ComicData

/// Open comics: each one's view model (and its image) runs as a child of
/// the reader's group until `.closeDetail`.
struct DetailEffects: Sendable {
    private let services: any ReaderServices
    /// Nil when images are off.
    private let images: (any ReaderImageSource)?
    private let sink: ReaderEventSink
    /// Ends each open comic's work.
    private var opened: [Int: AsyncStream<Never>.Continuation] = [:]

    init(services: any ReaderServices, images: (any ReaderImageSource)?, sink: ReaderEventSink) {
        self.services = services
        self.images = images
        self.sink = sink
    }

    /// A comic asked for by number that no loaded row holds, fetched beside
    /// the other effects and coming back as `.comicFetched` (or `.comicUnavailable`).
    func fetch(_ number: Int, for name: FeedName, in group: inout DiscardingTaskGroup) {
        images?.openHost()
        let (services, sink) = (self.services, self.sink)
        group.addTask {
            do {
                sink.yield(.comicFetched(try await services.comic(number), from: name))
            } catch {
                sink.yield(.comicUnavailable(number, reason: "\(error)"))
            }
        }
    }

    /// Draws a comic at random; it comes back as `.randomComic`.
    func pickRandom(in group: inout DiscardingTaskGroup) {
        images?.openHost()
        let (services, sink) = (self.services, self.sink)
        group.addTask {
            do {
                let pick = try await services.randomComic()
                sink.yield(.randomComic(pick.comic, isFromCache: pick.isFromCache))
            } catch {
                sink.yield(.notice("No random comic: \(error)"))
            }
        }
    }

    mutating func close(_ number: Int) {
        opened.removeValue(forKey: number)?.finish()
    }

    /// Runs the comic's view model over the feed's repository, which keeps
    /// its bookmark, and loads its image, until `.closeDetail`.
    mutating func launch(_ comic: Comic, from feed: (any ComicRepository)?, in group: inout DiscardingTaskGroup) async {
        guard let repository = feed else { return }
        let number = comic.number
        let isBookmarked = await repository.currentState.isBookmarked(number)
        let detail = ComicDetailViewModel(
            comic: comic, repository: repository, isBookmarked: isBookmarked,
            explanationPagePrefix: services.explanationPagePrefix)
        let (closed, finish) = AsyncStream<Never>.makeStream()
        close(number)
        opened[number] = finish
        let (sink, images) = (self.sink, self.images)
        group.addTask {
            // Each child says whether its end ends the screen; the image's does not.
            await withTaskGroup(of: Bool.self) { screen in
                screen.addTask {
                    await detail.run()
                    return true
                }
                screen.addTask {
                    for await state in await detail.states() { sink.yield(.detail(state)) }
                    return true
                }
                screen.addTask {
                    for await _ in closed {}
                    return true
                }
                if let images {
                    screen.addTask {
                        sink.yield(.image(number, await Self.image(of: comic, from: images)))
                        return false
                    }
                }
                // The first child to end the screen is the close signal (or cancellation): stop the rest.
                while let endsScreen = await screen.next(), !endsScreen {}
                screen.cancelAll()
            }
        }
    }

    /// The comic's image, or why there is none.
    private static func image(of comic: Comic, from images: any ReaderImageSource) async -> DetailImage {
        do {
            return .loaded(ReaderImage(comicNumber: comic.number, image: try await images.image(for: comic)))
        } catch let unavailable as ImageUnavailable {
            return .unavailable(unavailable.description)
        } catch {
            return .unavailable("the image was not loaded")
        }
    }
}
