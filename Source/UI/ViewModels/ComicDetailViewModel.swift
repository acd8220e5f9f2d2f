import ComicData

/// The detail screen of one comic: its text and whether it is bookmarked,
/// kept current as bookmarks change anywhere.
public actor ComicDetailViewModel {
    public nonisolated let comic: Comic
    private let repository: any ComicRepository
    private var published: ComicDetailState
    private var observers = Broadcast<ComicDetailState>()

    public init(comic: Comic, repository: any ComicRepository, isBookmarked: Bool) {
        self.comic = comic
        self.repository = repository
        published = ComicDetailState(comic: comic, isBookmarked: isBookmarked)
    }

    public var state: ComicDetailState { published }

    public func states() -> AsyncStream<ComicDetailState> {
        observers.subscribe(startingWith: published)
    }

    /// Follows the bookmarks through the repository until cancelled.
    public func run() async {
        for await feedState in await repository.states() {
            update(isBookmarked: feedState.isBookmarked(comic.number))
        }
    }

    private func update(isBookmarked: Bool) {
        let next = ComicDetailState(comic: comic, isBookmarked: isBookmarked)
        guard next != published else { return }
        published = next
        observers.send(next)
    }
}
