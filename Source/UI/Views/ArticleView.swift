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
        let width = size.columns
        func fit(_ text: String) -> String {
            TerminalText.truncate(text, toWidth: width, ambiguousIsWide: ambiguousIsWide)
        }
        var header = "What If? #\(screen.number)"
        let title = TerminalText.sanitizedLine(screen.article?.title ?? screen.title)
        if !title.isEmpty { header += " — " + title }
        var body: [StyledLine] = []
        var images: [ImagePlacement] = []
        var facts: [String] = []
        let keys = "j/k scroll · o browser · q back"
        switch screen.content {
        case .loading:
            body = [StyledLine(plain: fit("Loading the article…"))]
        case .unavailable(let reason):
            body = TerminalText.wrap(TerminalText.sanitizedLine(reason), width: width, ambiguousIsWide: ambiguousIsWide)
                .map { StyledLine([.init($0, role: .error)]) }
        case .loaded(_, let isFromCache):
            if isFromCache { facts.append("Offline — the copy sync saved") }
            guard let layout = screen.layout else {
                body = [StyledLine(plain: fit("Laying out the article…"))]
                break
            }
            let visible = ArticleLayout.visibleLineCount(in: size)
            let offset = screen.scrollOffset
            body = Array(layout.lines.dropFirst(offset).prefix(visible))
            if layout.width > width {
                body = body.map { ExplanationView.cut($0, toWidth: width, ambiguousIsWide: ambiguousIsWide) }
            }
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
                    body[placed.line - offset] = StyledLine(
                        [
                            .init(
                                fit("Illustration unavailable: " + TerminalText.sanitizedLine(reason)), role: .secondary
                            )
                        ])
                case .loading?, nil:
                    if shown.contains(placed.line) {
                        body[placed.line - offset] = StyledLine([
                            .init(fit("Loading the illustration…"), role: .secondary)
                        ])
                    }
                case .unavailable?: break
                }
            }
            if layout.lines.count > visible {
                let last = min(layout.lines.count, offset + visible)
                facts.append("lines \(offset + 1)–\(last) of \(layout.lines.count)")
            }
        }
        let status = (facts + [keys]).joined(separator: " · ")
        var lines = [StyledLine([.init(fit(header), role: .heading)])]
        lines += body.prefix(max(0, size.rows - 2))
        while lines.count < size.rows - 1 { lines.append(StyledLine(plain: "")) }
        if size.rows > 1 { lines.append(StyledLine([.init(fit(status), role: .status)])) }
        return (Array(lines.prefix(size.rows)), images.filter { $0.rect.row + $0.rect.height < size.rows })
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
