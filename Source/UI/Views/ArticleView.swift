import ComicData

/// The What If? article screen: a header naming the article, its lines from
/// the scroll offset with each illustration drawn in the rows kept for it
/// (or a line saying why not), and a status line that says when the copy
/// shown is the one sync saved.
public enum ArticleView {
    public static func frame(
        _ screen: ArticleScreen, settings: ReaderImageSettings?, size: TerminalSize, ambiguousIsWide: Bool = false
    ) -> (lines: [StyledLine], images: [ImagePlacement]) {
        guard size.rows > 0, size.columns > 0 else { return ([], []) }
        let view = ScrollingTextView(text: screen.text, size: size, ambiguousIsWide: ambiguousIsWide)
        var header = "What If? #\(screen.number)"
        let title = TerminalText.sanitizedLine(screen.article?.title ?? screen.title)
        if !title.isEmpty { header += " — " + title }
        var body = view.body(loading: "Loading the article…", layingOut: "Laying out the article…")
        var images: [ImagePlacement] = []
        if let layout = screen.layout, screen.article != nil {
            let offset = screen.scrollOffset
            let visible = ArticleLayout.visibleLineCount(in: size)
            for placed in layout.illustrations {
                let rows = placed.line..<(placed.line + layout.key.illustrationRows)
                let shown = rows.clamped(to: offset..<(offset + visible))
                guard !shown.isEmpty else { continue }
                switch screen.illustrations[placed.src] {
                case .loaded(let image)?:
                    guard let settings,
                        let placement = placement(
                            image, rows: rows, shown: shown, offset: offset, layout: layout, settings: settings)
                    else { continue }
                    images.append(placement)
                case .unavailable(let reason)? where shown.contains(placed.line):
                    let line = "Illustration unavailable: " + TerminalText.sanitizedLine(reason)
                    body[placed.line - offset] = StyledLine([.init(view.fit(line), role: .secondary)])
                case .loading?, nil:
                    if shown.contains(placed.line) {
                        body[placed.line - offset] = StyledLine([
                            .init(view.fit("Loading the illustration…"), role: .secondary)
                        ])
                    }
                case .unavailable?: break
                }
            }
        }
        var status: [String] = []
        if screen.content.document?.isFromCache == true { status.append("Offline — the copy sync saved") }
        if let position = view.position { status.append(position) }
        status.append("j/k scroll · o browser · q back")
        let lines = view.frame(header: header, body: body, status: status.joined(separator: " · "))
        return (lines, images.filter { $0.rect.row + $0.rect.height < size.rows })
    }

    /// An illustration's rows on screen: fitted into the rows kept for it, only those in view drawn.
    private static func placement(
        _ image: ReaderImage, rows: Range<Int>, shown: Range<Int>, offset: Int, layout: ArticleLayout,
        settings: ReaderImageSettings
    ) -> ImagePlacement? {
        let fit = ImageFit(
            imageWidth: image.image.width, imageHeight: image.image.height, cell: settings.cell,
            maximumColumns: layout.width, maximumRows: max(1, rows.count - 1),
            upscales: !settings.graphics.isPixelProtocol)
        let drawn = shown.clamped(to: rows.lowerBound..<(rows.lowerBound + fit.rows))
        guard !drawn.isEmpty else { return nil }
        let rect = CellRect(
            row: 1 + drawn.lowerBound - offset, column: 0, width: fit.columns, height: drawn.count)
        let visibleRows = (drawn.lowerBound - rows.lowerBound)..<(drawn.upperBound - rows.lowerBound)
        let payload = ComicImagePayload(
            image: image, graphics: settings.graphics, cell: settings.cell, fit: fit, visibleRows: visibleRows)
        return ImagePlacement(rect: rect, payload: payload)
    }
}
