import ComicData

extension TextOutput {
    /// An explanation as `xkcd explain` prints it: the page's title, then
    /// its sections as `ExplanationText` wraps them to `columns`, styled by
    /// the theme (plain in a pipe or under NO_COLOR).
    public func explanation(_ explanation: Explanation) -> String {
        let title = StyledLine([.init(TerminalText.sanitizedLine(explanation.pageTitle), role: .heading)])
        let body = ExplanationText.lines(explanation.article, width: max(1, columns), ambiguousIsWide: ambiguousIsWide)
        return render { [title, StyledLine(plain: "")] + body }
    }
}
