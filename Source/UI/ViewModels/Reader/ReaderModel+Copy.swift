import ComicData

/// `y` and `Y` copy through the terminal (OSC 52, which works over SSH);
/// the status line shows what was copied, so where the terminal ignores
/// OSC 52 a person can still select it there. `L` opens the comic's own link.
extension ReaderModel {
    mutating func copyLink(of number: Int) -> [ReaderEffect] {
        guard let link = ComicLink(.xkcd, number: number) else { return [] }
        notice = "Copied " + link.text
        return [.copyToClipboard(link.text)]
    }

    /// What If? article `number`'s link, said on the status line as a comic's is.
    mutating func copyArticleLink(_ number: Int) -> [ReaderEffect] {
        let link = articleLink(number)
        notice = "Copied " + link
        return [.copyToClipboard(link)]
    }

    mutating func copyAltText(_ state: ComicDetailState) -> [ReaderEffect] {
        let alt = TerminalText.sanitizedLines(state.altText)
        guard !alt.isEmpty else {
            notice = "#\(state.number) has no alt text to copy"
            return []
        }
        notice = "Copied the alt text: " + alt
        return [.copyToClipboard(alt)]
    }

    /// The comic's `link` field, when it leads to a page on xkcd.com.
    mutating func openOwnLink(_ state: ComicDetailState) -> [ReaderEffect] {
        guard let link = state.link else {
            notice = "#\(state.number) has no link of its own (no large version)"
            return []
        }
        guard let url = OwnLink.checked(link) else {
            notice = "Not opening #\(state.number)'s link: it does not lead to xkcd.com"
            return []
        }
        return [.openURL(url)]
    }
}
