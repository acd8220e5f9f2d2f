/// The reader's screen for its current state: the top route's view, with a
/// notice, if any, over the status line.
public enum ReaderView {
    public static func frame(for model: ReaderModel) -> Frame {
        let size = model.size
        var lines: [String]
        var images: [ImagePlacement] = []
        switch model.route {
        case .list(let feed):
            let list = model.lists[feed] ?? ListScreen(feed: feed)
            lines = ComicListView.render(list.state, size: size, scrollOffset: list.scrollOffset)
        case .detail(let number, _):
            if let detail = model.detail, let state = detail.state, let layout = detail.layout {
                let frame = ComicDetailView.frame(detail, state: state, layout: layout, size: size)
                lines = frame.plainLines
                images = frame.images
            } else {
                lines = placeholder("xkcd #\(number)", message: "Loading…", size: size)
            }
        case .help(let screen):
            lines = HelpView.render(ReaderKeymap.forScreen(screen), size: size, scrollOffset: model.helpScrollOffset)
        }
        if let notice = model.notice, !lines.isEmpty {
            lines[lines.count - 1] = TerminalText.truncate(TerminalSanitizer.line(notice), toWidth: size.columns)
        }
        return Frame(plainLines: lines, images: images)
    }

    private static func placeholder(_ title: String, message: String, size: TerminalSize) -> [String] {
        guard size.rows > 0 else { return [] }
        let lines = [title, message].map { TerminalText.truncate($0, toWidth: size.columns) }
        return Array((lines + Array(repeating: "", count: max(0, size.rows - lines.count))).prefix(size.rows))
    }
}
