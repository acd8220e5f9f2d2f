import ComicData

/// What the model does the same for every scrolling-text page (an
/// explanation, a What If? article): its scrolling keys, its load's answer,
/// and its layouts asked for and coming back off the main loop.
extension ReaderModel {
    /// The `Screen` on top of the stack.
    func topPage<Screen: ScrollingTextPage>(_: Screen.Type = Screen.self) -> Screen? {
        pages.last.flatMap(Screen.onPage)
    }

    /// Puts `screen` back on top of the stack, when that is where a `Screen` is.
    mutating func replaceTopPage<Screen: ScrollingTextPage>(_ screen: Screen?) {
        guard let screen, let last = pages.last, Screen.onPage(last) != nil else { return }
        pages[pages.count - 1] = screen.page
    }

    /// The keys every scrolling-text page takes alike: scrolling, and `q`,
    /// which leaves the page with `close`; nil for the page's own keys.
    mutating func performScrolling<Screen: ScrollingTextPage>(
        _: Screen.Type, _ action: ReaderAction, close: ReaderEffect
    ) -> [ReaderEffect]? {
        if action == .back {
            pages.removeLast()
            return [close]
        }
        let size = self.size
        guard var screen: Screen = topPage(), screen.text.scroll(action, in: size) else { return nil }
        replaceTopPage(screen)
        return []
    }

    /// The load's answer, for the `Screen` of `number` still waiting for it;
    /// that screen as it is now, or nil where none was waiting.
    mutating func textLoaded<Screen: ScrollingTextPage>(
        _: Screen.Type, _ number: Int, _ content: TextScreenContent<Screen.Document>
    ) -> Screen? {
        guard let index = pages.lastIndex(where: { Screen.onPage($0)?.number == number }),
            var screen = Screen.onPage(pages[index]), screen.content == .loading
        else { return nil }
        screen.text.update(content, size: size)
        pages[index] = screen.page
        return screen
    }

    /// A layout made off the main loop, for the `Screen`s of `number` still waiting for it.
    mutating func textLaidOut<Screen: ScrollingTextPage>(
        _: Screen.Type, _ number: Int, _ layout: Screen.Layout
    ) -> [ReaderEffect] {
        let size = self.size
        changePages(Screen.self, number: number) { $0.text.receive(layout, size: size) }
        return []
    }

    /// Changes every `Screen` of `number` on the stack.
    mutating func changePages<Screen: ScrollingTextPage>(
        _: Screen.Type, number: Int, _ change: (inout Screen) -> Void
    ) {
        for index in pages.indices {
            guard var screen = Screen.onPage(pages[index]), screen.number == number else { continue }
            change(&screen)
            pages[index] = screen.page
        }
    }

    /// The layouts to make: each `Screen` on the stack not laid out for
    /// `key` nor waiting for it, with what it shows.
    mutating func textLayoutRequests<Screen: ScrollingTextPage>(
        _: Screen.Type, for key: Screen.Layout.Key
    ) -> [(document: Screen.Document, key: Screen.Layout.Key)] {
        var wanted: [(document: Screen.Document, key: Screen.Layout.Key)] = []
        for index in pages.indices {
            guard var screen = Screen.onPage(pages[index]), let key = screen.text.layoutRequest(for: key),
                let document = screen.content.document
            else { continue }
            pages[index] = screen.page
            wanted.append((document, key))
        }
        return wanted
    }
}
