import ComicData

/// What a key asks the reader to do.
public enum ReaderAction: Sendable, Hashable {
    /// Move the selection (list) or scroll (detail) by rows.
    case move(Int)
    /// Move or scroll by whole screens.
    case movePage(Int)
    /// Move or scroll by half screens (Ctrl-D, Ctrl-U).
    case moveHalfPage(Int)
    case first, last
    case open, back
    case toggleBookmark
    /// Give the comic a read mark, or take it away.
    case toggleRead
    /// Open a comic drawn at random.
    case random
    /// Mark the comic and every older one read, once the person confirms.
    case markOlderRead
    /// Open the comic's page, or its explanation, in a browser.
    case openOutside(ComicLink.Kind)
    /// Open the comic's own `link` (its large version or interactive page).
    case openOwnLink
    /// Select the next unread comic below (1) or above (-1) on a list.
    case nextUnread(Int)
    /// Put the comic's link, or its alt text, on the terminal's clipboard.
    case copy(CopiedText)
    /// Go this many feeds on in the Tab cycle (back when negative).
    case switchFeed(Int)
    /// Retry what failed, else refresh.
    case refresh
    case redraw
    /// Stop the process as Ctrl-Z does; `fg` resumes it.
    case suspend
    case help
    /// Open the search prompt, or go back to typing the query.
    case search
    case quit
    /// Show or hide the open comic's image.
    case toggleImage
    /// Show the image at full height, or leave room for the alt text.
    case toggleFullImage
    /// Open the comic this many rows away in the feed the open one came from.
    case openAdjacent(Int)
    /// Open the "go to #" prompt; a digit key starts the number.
    case goTo
    /// Bookmark again the comic whose bookmark was just removed.
    case undo
    /// Go to the comic the last run left off at, when the reader started above it.
    case returnToLeftOff
    /// Yes to the question on screen.
    case confirm
    /// Open the comic's explanation from explain xkcd (`x`).
    case explain
    /// Open the comic's best image in the viewer (`v`).
    case view
    /// Zoom in (out when negative) by this many steps.
    case zoom(Int)
    /// The whole image on the screen, or one image pixel to one screen pixel.
    case zoomToFit, zoomToActualSize
    /// Move the view by tenths of itself.
    case pan(across: Int, down: Int)
    /// An edit of the screen's text field.
    case edit(TextEdit)
}

/// An edit of a one-line text field, as keys make it (readline's keys).
public enum TextEdit: Sendable, Hashable {
    case insert(Character)
    /// The character before the cursor (Backspace), or under it (Delete).
    case deleteBackward, deleteForward
    /// The word before the cursor (Ctrl-W).
    case deleteWordBackward
    /// Everything before the cursor (Ctrl-U), or from it on (Ctrl-K).
    case deleteToStart, deleteToEnd
    /// The cursor a character left or right, or to either end.
    case cursorLeft, cursorRight, cursorToStart, cursorToEnd
    case submit
    case cancel
}

/// What `y` and `Y` copy.
public enum CopiedText: Sendable, Hashable {
    case link
    case altText
}
