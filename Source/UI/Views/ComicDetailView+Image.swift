import ComicData

/// The detail screen with the comic's image above its text: the image
/// scrolls with the text, and only its visible rows are placed.
extension ComicDetailView {
    public static func frame(
        _ detail: DetailScreen, state: ComicDetailState, layout: ComicDetailLayout, size: TerminalSize,
        ambiguousIsWide: Bool = false
    ) -> Frame {
        guard size.rows > 0 else { return Frame(lines: []) }
        let width = max(0, size.columns)
        let imageLines = imageAreaLines(detail, size: size, ambiguousIsWide: ambiguousIsWide)
        let content =
            imageLines
            + (layout.width == width
                ? layout.lines : contentLines(state, width: width, ambiguousIsWide: ambiguousIsWide))
        let visible = visibleLineCount(in: size)
        let offset = min(max(0, detail.scrollOffset), max(0, content.count - visible))
        let status = statusLine(
            offset: offset, visible: visible, total: content.count, width: width, ambiguousIsWide: ambiguousIsWide,
            viewing: detail.imageSettings != nil)
        if size.rows == 1 { return Frame(plainLines: [status]) }
        let shown = Array(content.dropFirst(offset).prefix(visible))
        let lines =
            [header(state, width: width, ambiguousIsWide: ambiguousIsWide)] + shown
            + Array(repeating: "", count: visible - shown.count) + [status]
        return Frame(
            plainLines: lines,
            images: imagePlacement(detail, size: size, offset: offset, visible: visible).map { [$0] } ?? [])
    }

    /// The rows above the text: blank where the image goes, else a one-line
    /// note (loading, unavailable, hidden); a blank line closes the area.
    static func imageAreaLines(_ detail: DetailScreen, size: TerminalSize, ambiguousIsWide: Bool) -> [String] {
        let height = detail.imageAreaHeight(in: size)
        guard height > 0 else { return [] }
        let note: String
        if !detail.showsImage {
            note = "Image hidden · I shows it"
        } else {
            switch detail.image {
            case .loading: note = "Loading the image…"
            case .loaded: note = ""
            case .unavailable(let reason): note = "Image unavailable: " + TerminalText.sanitizedLine(reason)
            }
        }
        let first = TerminalText.truncate(note, toWidth: max(0, size.columns), ambiguousIsWide: ambiguousIsWide)
        return [first] + Array(repeating: "", count: height - 1)
    }

    /// Where the image's visible rows go on screen, if any show.
    static func imagePlacement(_ detail: DetailScreen, size: TerminalSize, offset: Int, visible: Int) -> ImagePlacement?
    {
        guard detail.showsImage, let settings = detail.imageSettings, case .loaded(let loaded) = detail.image else {
            return nil
        }
        let fit = detail.imageFit(loaded, settings: settings, in: size)
        // Content rows 0..<fit.rows hold the image; the screen shows offset..<offset+visible below the header.
        let top = max(0, offset)
        let bottom = min(fit.rows, offset + visible)
        guard top < bottom else { return nil }
        let rect = CellRect(row: 1 + top - offset, column: 0, width: fit.columns, height: bottom - top)
        let payload = ComicImagePayload(
            image: loaded, graphics: settings.graphics, cell: settings.cell, fit: fit, visibleRows: top..<bottom)
        return ImagePlacement(rect: rect, payload: payload)
    }
}
