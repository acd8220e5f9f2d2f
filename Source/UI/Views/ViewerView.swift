import ComicData

/// The viewer's frame: the viewport's part of the image, centred, and a
/// status line with the zoom, the part shown and which image it is.
enum ViewerView {
    static func frame(
        _ screen: ViewerScreen, settings: ReaderImageSettings?, size: TerminalSize, ambiguousIsWide: Bool
    ) -> ([StyledLine], [ImagePlacement]) {
        guard size.rows > 0 else { return ([], []) }
        var lines = Array(repeating: StyledLine([]), count: size.rows - 1)
        var images: [ImagePlacement] = []
        var facts: [String]
        switch screen.content {
        case .loading: facts = [screen.name, "Loading the best image…"]
        case .unavailable(let reason): facts = [screen.name, TerminalSanitizer.line(reason)]
        case .loaded(_, let version):
            facts = [screen.name, version.label]
            if let viewport = screen.viewport, let halvings = screen.halvings, let settings {
                facts.insert(viewport.summary, at: 1)
                let rect = placement(of: viewport, settings: settings, size: size)
                let payload = ViewerImagePayload(
                    key: "\(screen.number) \(version.rawValue)", halvings: halvings, graphics: settings.graphics,
                    cell: settings.cell, source: viewport.source)
                images = [ImagePlacement(rect: rect, payload: payload)]
            }
        }
        if !lines.isEmpty, case .unavailable = screen.content {
            lines[0] = StyledLine([.init("The image could not be shown.", role: .error)])
        }
        lines.append(
            StyledLine([
                .init(
                    StatusLine.render(
                        facts: facts, hints: hints, width: size.columns, ambiguousIsWide: ambiguousIsWide),
                    role: .status)
            ]))
        return (lines, images)
    }

    /// The cells the shown part covers, centred in the rows above the status line.
    static func placement(of viewport: ImageViewport, settings: ReaderImageSettings, size: TerminalSize) -> CellRect {
        let rows = max(1, size.rows - 1)
        let columns = max(1, size.columns)
        let cellWidth = settings.graphics.isPixelProtocol ? max(1, settings.cell.width) : 1
        let cellHeight = settings.graphics.isPixelProtocol ? max(1, settings.cell.height) : 2
        let width = min(columns, max(1, (viewport.shownWidth + cellWidth - 1) / cellWidth))
        let height = min(rows, max(1, (viewport.shownHeight + cellHeight - 1) / cellHeight))
        return CellRect(row: (rows - height) / 2, column: (columns - width) / 2, width: width, height: height)
    }

    /// The way out stays at any width: a full-screen image shows nothing else to go by.
    static let hints: [StatusLine.Hint] = [
        .init(text: "q back", keep: StatusLine.essential),
        .init(text: "+- zoom", keep: 2),
        .init(text: "? keys", keep: 1),
    ]
}
