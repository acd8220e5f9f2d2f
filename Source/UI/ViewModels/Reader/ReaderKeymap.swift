/// The keys of each screen: one table per screen, the only place keys are
/// bound, each a screen's own keys merged with the ones it shares. The help
/// screen is made from it; a test checks the README's key tables against it.
public struct ReaderKeymap: Sendable, Hashable {
    public let screen: ReaderScreen
    public let bindings: [KeyBinding]
    /// The screen has a text field: printable keys are text, not commands.
    public let takesText: Bool

    public init(screen: ReaderScreen, bindings: [KeyBinding], takesText: Bool = false) {
        self.screen = screen
        self.bindings = bindings
        self.takesText = takesText
    }

    /// What `key` does on this screen, if anything.
    public func action(for key: Key) -> ReaderAction? {
        if takesText, let edit = Self.textEdit(for: key) { return .edit(edit) }
        return bindings.first { $0.keys.contains(key) }?.action
    }

    /// In a text field: printable characters are typed; Enter submits, Esc
    /// cancels, and the line editing keys edit as readline's do. Other keys keep their binding.
    static func textEdit(for key: Key) -> TextEdit? {
        switch key {
        case .character(let character): return .insert(character)
        case .enter: return .submit
        case .escape: return .cancel
        default: break
        }
        for binding in SharedKeys.lineEditing where binding.keys.contains(key) {
            if case .edit(let edit) = binding.action { return edit }
        }
        return nil
    }

    public static func forScreen(_ screen: ReaderScreen) -> ReaderKeymap {
        switch screen {
        case .list: list
        case .detail: detail
        case .help: help
        case .searchPrompt: searchPrompt
        case .searchResults: searchResults
        case .goToPrompt: goToPrompt
        case .markReadQuestion: markReadQuestion
        case .explanation: explanation
        case .viewer: viewer
        case .article: article
        }
    }

    /// A screen's own keys, then the ones it shares with the others.
    static func screen(
        _ screen: ReaderScreen, _ own: [KeyBinding], sharing shared: [KeyBinding], takesText: Bool = false
    )
        -> ReaderKeymap
    {
        ReaderKeymap(screen: screen, bindings: own + shared, takesText: takesText)
    }

    public static let list = screen(
        .list,
        comicRows(
            first: "the top of the list (after go to: back to the newest)", last: "the last loaded comic",
            open: "open the comic (on a failed one: retry it)",
            listOnly: [
                KeyBinding([.character("M")], .markOlderRead, "mark the comic and every older one read (asks y/n)")
            ]
        ) + [
            KeyBinding([.tab], .switchFeed(1), "the next feed: Latest, Bookmarks, Unread, What If?"),
            KeyBinding([.backTab], .switchFeed(-1), "the previous feed"),
            KeyBinding([.character("r")], .refresh, "retry what failed, otherwise refresh"),
            KeyBinding([.character("/")], .search, "search titles, alt text and transcripts"),
            KeyBinding(
                [.character(":")] + (0...9).map { .character(Character(String($0))) }, .goTo,
                "go to a comic by its number"),
            KeyBinding(
                [.character("'")], .returnToLeftOff, "back to the comic you left off at, when it is further down"),
            SharedKeys.quitFromList,
        ], sharing: SharedKeys.browsing)

    /// A list of comics, a feed's or a search's: the keys both answer the same way.
    private static func comicRows(first: String, last: String, open: String, listOnly: [KeyBinding] = [])
        -> [KeyBinding]
    {
        [
            KeyBinding([.down, .character("j")], .move(1), "select the next comic"),
            KeyBinding([.up, .character("k")], .move(-1), "select the previous comic"),
        ] + SharedKeys.paging + [
            KeyBinding([.home, .character("g")], .first, first),
            KeyBinding([.end, .character("G")], .last, last),
            KeyBinding([.character("n")], .nextUnread(1), "the next unread comic below (loading more as needed)"),
            KeyBinding([.character("N")], .nextUnread(-1), "the previous unread comic above"),
            KeyBinding([.enter, .right, .character("l")], .open, open),
            KeyBinding([.character("b")], .toggleBookmark, "bookmark or un-bookmark the comic"),
            KeyBinding([.character("u")], .toggleRead, "mark the comic read or unread"),
            KeyBinding([.character("R")], .random, "a random comic (R again: another)"),
        ] + listOnly + [
            KeyBinding([.character("z")], .undo, "undo removing a bookmark"),
            KeyBinding([.character("o")], .openOutside(.xkcd), "open the comic's page on xkcd.com in a browser"),
            KeyBinding([.character("e")], .openOutside(.explanation), "open its explain xkcd page in a browser"),
            KeyBinding([.character("x")], .explain, "read its explanation from explain xkcd"),
            KeyBinding([.character("v")], .view, "the comic's best image alone, to zoom and pan"),
            KeyBinding([.character("y")], .copy(.link), "copy the comic's link (OSC 52)"),
        ]
    }

    /// Typing the query: printable keys are text; results follow as you type.
    public static let searchPrompt = screen(
        .searchPrompt,
        [
            KeyBinding([.enter], .edit(.submit), "go to the results"),
            KeyBinding([.escape], .edit(.cancel), "back to the feed"),
            KeyBinding([.down], .move(1), "go to the results"),
        ] + SharedKeys.lineEditing, sharing: SharedKeys.typing, takesText: true)

    /// Typing a comic's number: digits only.
    public static let goToPrompt = screen(
        .goToPrompt,
        [
            KeyBinding([.enter], .edit(.submit), "open the comic"),
            KeyBinding([.escape], .edit(.cancel), "back to the list"),
        ] + SharedKeys.lineEditing, sharing: SharedKeys.typing, takesText: true)

    /// Moving in the results of a search: a list's keys, less the feeds' own.
    public static let searchResults = screen(
        .searchResults,
        comicRows(first: "the first result", last: "the last loaded result", open: "open the comic") + [
            KeyBinding([.character("/")], .search, "change the query"),
            SharedKeys.back("back to the feed"),
        ], sharing: SharedKeys.browsing)

    public static let detail = screen(
        .detail,
        [
            KeyBinding([.down, .character("j")], .move(1), "scroll down a line"),
            KeyBinding([.up, .character("k")], .move(-1), "scroll up a line"),
        ] + SharedKeys.paging + [
            KeyBinding([.home, .character("g")], .first, "the top"),
            KeyBinding([.end, .character("G")], .last, "the bottom"),
            SharedKeys.back("back to the list"),
            KeyBinding([.character("n"), .character("]")], .openAdjacent(1), "the next comic in the feed"),
            KeyBinding([.character("p"), .character("[")], .openAdjacent(-1), "the previous comic in the feed"),
            KeyBinding([.character("i")], .toggleFullImage, "the image at full height, or room for the alt text"),
            KeyBinding([.character("I")], .toggleImage, "hide or show the image"),
            KeyBinding([.character("b")], .toggleBookmark, "bookmark or un-bookmark the comic"),
            KeyBinding([.character("u")], .toggleRead, "mark the comic read or unread"),
            KeyBinding([.character("R")], .random, "a random comic (R again: another)"),
            KeyBinding([.character("z")], .undo, "undo removing a bookmark"),
            KeyBinding([.character("o")], .openOutside(.xkcd), "open the comic's page on xkcd.com in a browser"),
            KeyBinding([.character("e")], .openOutside(.explanation), "open its explain xkcd page in a browser"),
            KeyBinding([.character("x")], .explain, "read its explanation from explain xkcd"),
            KeyBinding([.character("v")], .view, "the best image alone, to zoom and pan"),
            KeyBinding([.character("L")], .openOwnLink, "open the comic's own link (its large version) in a browser"),
            KeyBinding([.character("y")], .copy(.link), "copy the comic's link (OSC 52)"),
            KeyBinding([.character("Y")], .copy(.altText), "copy its alt text (OSC 52)"),
            KeyBinding([.character("/")], .search, "search titles, alt text and transcripts"),
        ], sharing: SharedKeys.browsing)

    public static let help = screen(
        .help,
        [
            KeyBinding([.down, .character("j")], .move(1), "scroll down a line"),
            KeyBinding([.up, .character("k")], .move(-1), "scroll up a line"),
        ] + SharedKeys.paging + [
            KeyBinding([.home, .character("g")], .first, "the top"),
            KeyBinding([.end, .character("G")], .last, "the bottom"),
            SharedKeys.back("close the help", also: [.character("?")]),
        ], sharing: SharedKeys.reading)

    /// `M`'s question: y marks; any key it does not bind declines too, except the ones that quit.
    public static let markReadQuestion = screen(
        .markReadQuestion,
        [
            KeyBinding([.character("y")], .confirm, "mark them read"),
            KeyBinding([.character("n"), .escape], .back, "mark nothing (so does any other key)"),
        ], sharing: SharedKeys.answering)

    /// `x`'s explanation: scrolls like a comic; q and Esc go back to where it was opened.
    public static let explanation = screen(
        .explanation,
        scrollingText + [
            SharedKeys.back("back to the comic or list"),
            KeyBinding([.character("e")], .openOutside(.explanation), "open the explain xkcd page in a browser"),
        ], sharing: SharedKeys.browsing)

    /// A page of text: lines, screens and its ends, as less moves in one.
    static let scrollingText =
        [
            KeyBinding([.down, .character("j")], .move(1), "scroll down a line"),
            KeyBinding([.up, .character("k")], .move(-1), "scroll up a line"),
        ] + SharedKeys.paging + [
            KeyBinding([.home, .character("g")], .first, "the top"),
            KeyBinding([.end, .character("G")], .last, "the bottom"),
        ]

    /// A What If? article: scrolls as an explanation does; its marks and link as a comic's.
    public static let article = screen(
        .article,
        scrollingText + [
            SharedKeys.back("back to the list"),
            KeyBinding([.character("b")], .toggleBookmark, "bookmark or un-bookmark the article"),
            KeyBinding([.character("u")], .toggleRead, "mark the article read or unread"),
            KeyBinding([.character("o")], .openOutside(.xkcd), "open the article in a browser"),
            KeyBinding([.character("y")], .copy(.link), "copy the article's link (OSC 52)"),
            KeyBinding([.character("v")], .view, "the illustration in view alone, to zoom and pan"),
        ], sharing: SharedKeys.browsing)

    /// `v`'s image: keys as image viewers (imv, feh, sxiv) have them.
    public static let viewer = screen(
        .viewer,
        [
            KeyBinding([.character("+"), .character("=")], .zoom(1), "zoom in"),
            KeyBinding([.character("-")], .zoom(-1), "zoom out"),
            KeyBinding([.character("0")], .zoomToFit, "fit the screen"),
            KeyBinding([.character("1")], .zoomToActualSize, "one image pixel to a screen pixel"),
            KeyBinding([.left, .character("h")], .pan(across: -1, down: 0), "pan left a tenth"),
            KeyBinding([.down, .character("j")], .pan(across: 0, down: 1), "pan down a tenth"),
            KeyBinding([.up, .character("k")], .pan(across: 0, down: -1), "pan up a tenth"),
            KeyBinding([.right, .character("l")], .pan(across: 1, down: 0), "pan right a tenth"),
            KeyBinding([.character("H")], .pan(across: -10, down: 0), "a view left"),
            KeyBinding([.pageDown, .character(" "), .character("J")], .pan(across: 0, down: 10), "a view down"),
            KeyBinding([.pageUp, .character("K")], .pan(across: 0, down: -10), "a view up"),
            KeyBinding([.character("L")], .pan(across: 10, down: 0), "a view right"),
            KeyBinding([.home, .character("g")], .first, "the top left corner"),
            KeyBinding([.end, .character("G")], .last, "the bottom right corner"),
            KeyBinding([.character("q"), .escape, .backspace], .back, "back to the comic or list"),
        ], sharing: SharedKeys.browsing)
}
