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
        case .help, .search, .goTo:
            return []  // the person moved on before it came
        }
        detail = DetailScreen(number: comic.number, imageSettings: imageSettings)
        if isFromCache { notice = "Offline: a random comic among the cached ones" }
        return effects + [.openDrawnComic(comic), .markRead(comic.number)]
    }
}

/// `M`: every comic at or below the selected one marked read, after a y/n question.
extension ReaderModel {
    mutating func askToMarkRead(atOrBelow number: Int) {
        let count = number - Comic.missingNumbers.filter { $0 <= number }.count
        pendingMarkRead = number
        notice = "mark \(NumberText.grouped(count)) comics read? y/n"
    }

    /// Only y marks; any other key declines (and does nothing else), but Ctrl-C still quits.
    mutating func answerMarkRead(_ key: Key) -> [ReaderEffect] {
        guard let number = pendingMarkRead else { return [] }
        pendingMarkRead = nil
        if key == .interrupt { return [.quit(signal: nil)] }
        guard key == .character("y") else {
            notice = "Nothing marked"
            return []
        }
        notice = nil
        return [.markAllRead(atOrBelow: number)]
    }
}
