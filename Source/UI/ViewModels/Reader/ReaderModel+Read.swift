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
        let feed: FeedName
        switch route {
        case .list(let list):
            feed = list
        case .detail(let number, let list):
            // Esc goes back to the list, not through every comic drawn.
            pages.removeLast()
            effects.append(.closeDetail(number))
            feed = list
        case .help, .search, .goTo, .markReadQuestion, .explanation, .viewer, .article:
            return []  // the person moved on before it came
        }
        pages.append(.detail(detailScreen(comic.number), from: feed))
        if isFromCache { notice = "Offline: a random comic among the cached ones" }
        return effects + [.openDrawnComic(comic), .setRead(comic.number, true)]
    }
}

/// `M`: every comic at or below the selected one marked read, after a y/n
/// question that says how many it marks (those not read yet, once counted).
extension ReaderModel {
    mutating func askToMarkRead(atOrBelow number: Int) -> [ReaderEffect] {
        guard case .list(let feed) = route else { return [] }
        // Asked at once, so a quick y is its answer; the count follows.
        pages.append(.markReadQuestion(atOrBelow: number, from: feed))
        notice = "mark #\(number) and every older comic read? y/n"
        return [.countUnread(atOrBelow: number)]
    }

    /// The count for the question on screen: how many it marks; none, and there is no question.
    mutating func askToMarkRead(atOrBelow number: Int, unread count: Int) -> [ReaderEffect] {
        guard pendingMarkRead == number else { return [] }
        guard count > 0 else {
            pages.removeLast()
            notice = "Nothing to mark: #\(number) and every older comic are read"
            return []
        }
        notice = "mark \(Self.comics(count)) read? y/n"
        return []
    }

    /// "1 comic", "3,103 comics".
    public static func comics(_ count: Int) -> String {
        "\(NumberText.grouped(count)) \(count == 1 ? "comic" : "comics")"
    }

    /// Only y marks; any other key declines (and does nothing else), but Ctrl-C still quits.
    mutating func answerMarkRead(_ action: ReaderAction) -> [ReaderEffect] {
        guard let number = pendingMarkRead else { return [] }
        pages.removeLast()
        guard action == .confirm else {
            notice = "Nothing marked"
            return []
        }
        return [.markAllRead(atOrBelow: number)]
    }
}
