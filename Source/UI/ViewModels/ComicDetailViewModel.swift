import ComicData

/// The detail screen of one comic: its text and whether it is bookmarked,
/// kept current as bookmarks change anywhere.
public actor ComicDetailViewModel {
    public nonisolated let comic: Comic
    private let repository: any ComicRepository
    private var published: ComicDetailState
    private var observers = Broadcast<ComicDetailState>()
    private let explanationPagePrefix: String

    public init(
        comic: Comic, repository: any ComicRepository, isBookmarked: Bool,
        explanationPagePrefix: String = ComicLink.defaultExplanationPagePrefix
    ) {
        self.comic = comic
        self.repository = repository
        self.explanationPagePrefix = explanationPagePrefix
        published = ComicDetailState(
            comic: comic, isBookmarked: isBookmarked, explanationPagePrefix: explanationPagePrefix)
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
        let next = ComicDetailState(
            comic: comic, isBookmarked: isBookmarked, explanationPagePrefix: explanationPagePrefix)
        guard next != published else { return }
        published = next
        observers.send(next)
    }
}
