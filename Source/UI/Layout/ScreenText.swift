/// Marks and separators the screens and their layouts share.
public enum ScreenText {
    /// Marks a bookmarked comic in lists and on its page.
    public static let bookmarkMark = "*"
    /// Between the facts of a status line, or of a comic's date line.
    static let separator = " · "
}
