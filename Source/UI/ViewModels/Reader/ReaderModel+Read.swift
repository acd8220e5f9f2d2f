import ComicData

/// Read marks set by hand.
extension ReaderModel {
    /// Marks comic `number` read or unread, saying so on the status line.
    mutating func setRead(_ number: Int, _ isRead: Bool) -> [ReaderEffect] {
        notice = "Comic \(number) marked \(isRead ? "read" : "unread")"
        return [.setRead(number, isRead)]
    }
}

/// `R`: a comic drawn at random, opened over the list or in place of the open comic.
extension ReaderModel {
    mutating func openRandom(_ comic: Comic, isFromCache: Bool) -> [ReaderEffect] {
        var effects: [ReaderEffect] = []
        switch route {
        case .list(let feed):
            routes.append(.detail(number: comic.number, from: feed))
        case .detail(let number, let feed):
            // Esc goes back to the list, not through every comic drawn.
            routes[routes.count - 1] = .detail(number: comic.number, from: feed)
            effects.append(.closeDetail(number))
        case .help, .search:
            return []  // the person moved on before it came
        }
        detail = DetailScreen(number: comic.number, imageSettings: imageSettings)
        if isFromCache { notice = "Offline: a random comic among the cached ones" }
        return effects + [.openComic(comic), .markRead(comic.number)]
    }
}
