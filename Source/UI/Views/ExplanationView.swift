import ComicData

/// The explanation screen: a header naming the comic and its wiki page, the
/// explanation's lines from the scroll offset, and a status line.
public enum ExplanationView {
    public static func render(_ screen: ExplanationScreen, size: TerminalSize, ambiguousIsWide: Bool = false)
        -> [StyledLine]
    {
        guard size.rows > 0, size.columns > 0 else { return [] }
        let view = ScrollingTextView(text: screen.text, size: size, ambiguousIsWide: ambiguousIsWide)
        var header = "explain xkcd #\(screen.number)"
        if let explanation = screen.content.document {
            // The page is "327: Exploits of a Mom": the number is in the header already.
            header += " — " + TerminalText.sanitizedLine(ExplanationJSON.comicTitle(explanation))
        }
        let body = view.body(loading: "Loading explanation…", layingOut: "Laying out the explanation…")
        let status = [view.position, "j/k scroll · e open in a browser · q back"].compactMap { $0 }
        return view.frame(header: header, body: body, status: status.joined(separator: " · "))
    }
}
