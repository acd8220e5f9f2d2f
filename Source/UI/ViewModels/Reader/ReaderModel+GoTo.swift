import ComicData

/// The "go to #" prompt: a digit or `:` on a list opens it, Enter opens
/// that comic's detail (fetched if the feed has not loaded it), Esc closes it.
/// Back from the comic, the list continues from it (see `ReaderModel+Jump`).
extension ReaderModel {
    /// More digits than any comic number will need for a long while.
    static let goToMaximumDigits = 6
    static let tooManyDigits = "go to: no comic number has more than \(goToMaximumDigits) digits"

    mutating func openGoTo(typing key: Key) -> [ReaderEffect] {
        guard case .list(let feed) = route else { return [] }
        var field = TextField()
        if case .character(let character) = key, character.isASCII, character.isNumber {
            _ = field.apply(.insert(character))
        }
        pages.append(.goTo(field, from: feed))
        return []
    }

    mutating func performOnGoTo(_ action: ReaderAction, feed: FeedName) -> [ReaderEffect] {
        guard case .edit(let edit) = action else { return [] }
        return performGoToEdit(edit, feed: feed)
    }

    private mutating func performGoToEdit(_ edit: TextEdit, feed: FeedName) -> [ReaderEffect] {
        guard var field = goTo else { return [] }
        if case .insert(let character) = edit {
            guard character.isASCII, character.isNumber else {
                notice = "go to: type a comic number (digits only)"
                return []
            }
            // One digit past the bound is kept, so Enter answers about what was typed.
            guard field.text.count <= Self.goToMaximumDigits else {
                notice = Self.tooManyDigits
                return []
            }
            if field.text.count == Self.goToMaximumDigits { notice = Self.tooManyDigits }
        }
        switch field.apply(edit) {
        case .editing:
            goTo = field
        case .submitted(let text):
            closeGoTo()
            guard text.count <= Self.goToMaximumDigits else {
                notice = Self.tooManyDigits
                return []
            }
            guard let number = Int(text) else {
                notice = "go to: type a comic number"
                return []
            }
            if feed == .whatIf, number >= 1 { return openArticle(number: number) }
            do { try ComicQueryError.check(number) } catch {
                notice = error.description  // the words every command uses
                return []
            }
            return open(number, over: feed)
        case .cancelled:
            closeGoTo()
        }
        return []
    }

    /// `xkcd 327`: the reader starts on that comic, as go-to leaves it.
    public mutating func start(at number: Int) -> [ReaderEffect] {
        open(number, over: feed)
    }

    /// Opens comic `number` (fetched by number) over a list. Back from it,
    /// the list continues from there: Latest, or the feed itself when it is
    /// ordered by number.
    private mutating func open(_ number: Int, over feed: FeedName) -> [ReaderEffect] {
        let listFeed = Self.numberedFeed(for: feed)
        pages = [
            .list(listFeed), .detail(detailScreen(number), from: listFeed),
        ]
        if lists[listFeed]?.select(number: number) != true {
            pendingListStart = ListStart(feed: listFeed, number: number)
        }
        // A loaded row's comic opens at once; any other is fetched and comes back as `.comicFetched`.
        guard let comic = lists[listFeed]?.snapshot.rows.first(where: { $0.number == number })?.comic else {
            return [.fetchComic(number, for: listFeed)]
        }
        return [.openDetail(comic, from: listFeed), .setRead(number, true)]
    }

    private mutating func closeGoTo() {
        if case .goTo = route { pages.removeLast() }
    }

    /// A comic that could not be fetched: its (empty) detail closes.
    mutating func closeUnavailable(_ number: Int) {
        guard case .detail(number, _) = route else { return }
        pages.removeLast()
    }

    /// A comic asked for by number could not be had: its screen closes with the reason.
    mutating func comicUnavailable(_ number: Int, reason: String) -> [ReaderEffect] {
        closeUnavailable(number)
        if pendingListStart?.number == number { pendingListStart = nil }
        if case .openOnceStarted(_, number)? = pendingNewer?.then { pendingNewer = nil }
        notice = reason
        return []
    }

    /// A comic asked for by number has come: opened, and marked read, if
    /// its screen still waits for it (the person may have gone back).
    mutating func openFetched(_ comic: Comic, from feed: FeedName) -> [ReaderEffect] {
        guard routes.contains(.detail(number: comic.number, from: feed)) else { return [] }
        return [.openDetail(comic, from: feed), .setRead(comic.number, true)]
    }
}
