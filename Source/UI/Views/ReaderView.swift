import ComicData

/// The reader's screen for its current state: the top route's view, with a
/// notice, if any, over the status line.
public enum ReaderView {
    public static func frame(for model: ReaderModel) -> Frame {
        let (size, ambiguousIsWide) = (model.size, model.ambiguousIsWide)
        var lines: [StyledLine]
        var images: [ImagePlacement] = []
        switch model.pages.last ?? .list(model.feed) {
        case .list(let feed), .markReadQuestion(_, let feed):
            // The question, if any, is the notice on the status line.
            lines = listLines(model, feed: feed, ambiguousIsWide: ambiguousIsWide)
        case .goTo(let field, let feed):
            // The list stays in view; the prompt takes the status line.
            lines = listLines(model, feed: feed, ambiguousIsWide: ambiguousIsWide)
            if !lines.isEmpty {
                let prompt = TextFieldLine.render(
                    prompt: "go to #", field, after: "  Enter open · Esc cancel", width: size.columns,
                    ambiguousIsWide: ambiguousIsWide)
                lines[lines.count - 1] = StyledLine([.init(prompt, role: .status)])
            }
        case .detail(let detail, _):
            if let state = detail.state, let layout = detail.layout {
                let frame = ComicDetailView.frame(
                    detail, state: state, layout: layout, size: size, ambiguousIsWide: ambiguousIsWide)
                lines = ScreenStyles.detail(frame.plainLines)
                images = frame.images
            } else {
                lines = ScreenStyles.detail(
                    placeholder(
                        "xkcd #\(detail.number)", message: "Loading…", size: size, ambiguousIsWide: ambiguousIsWide))
            }
        case .help(let screen, let scrollOffset):
            lines = ScreenStyles.detail(
                HelpView.render(
                    ReaderKeymap.forScreen(screen), size: size, scrollOffset: scrollOffset,
                    ambiguousIsWide: ambiguousIsWide))
        case .explanation(let screen):
            lines = ExplanationView.render(screen, size: size, ambiguousIsWide: ambiguousIsWide)
        case .article(let screen):
            (lines, images) = ArticleView.frame(
                screen, settings: model.imageSettings, size: size, ambiguousIsWide: ambiguousIsWide)
        case .viewer(let screen):
            (lines, images) = ViewerView.frame(
                screen, settings: model.imageSettings, size: size, ambiguousIsWide: ambiguousIsWide)
        case .search(let search, let editing):
            lines = ScreenStyles.detail(
                SearchView.render(
                    search, results: model.lists[.search], editing: editing, size: size,
                    ambiguousIsWide: ambiguousIsWide))
        }
        if let notice = model.statusNotice.map(TerminalSanitizer.line), !lines.isEmpty {
            let width = max(0, size.columns)
            if model.noticeIsExpanded {
                let expanded = NoticeLayout.expanded(
                    notice, width: width, rows: lines.count, out: model.backOutHint ?? NoticeLayout.quit,
                    ambiguousIsWide: ambiguousIsWide)
                lines.replaceSubrange(
                    (lines.count - expanded.count)..., with: expanded.map { StyledLine([.init($0, role: .status)]) })
                // The image would cover the notice's lines.
                images = images.filter { $0.rect.row + $0.rect.height <= lines.count - expanded.count }
            } else {
                let text =
                    model.showsNoticeHints
                    ? NoticeLayout.line(
                        notice, width: width, out: model.backOutHint ?? NoticeLayout.quit,
                        ambiguousIsWide: ambiguousIsWide)
                    : TerminalText.truncate(notice, toWidth: width, ambiguousIsWide: ambiguousIsWide)
                lines[lines.count - 1] = StyledLine([.init(text, role: .status)])
            }
        }
        if model.asciiOnly { lines = lines.map { asciiFolded($0, width: size.columns) } }
        return Frame(
            lines: ScreenStyles.filled(lines, width: size.columns, ambiguousIsWide: ambiguousIsWide), images: images)
    }

    /// The line in ASCII, cut again where a mark grew ("…" is "...").
    private static func asciiFolded(_ line: StyledLine, width: Int) -> StyledLine {
        var room = max(0, width)
        var spans: [StyledLine.Span] = []
        for span in line.spans where room > 0 {
            let text = TerminalText.asciiFolded(span.text, toWidth: room)
            room -= text.count
            spans.append(.init(text, role: span.role))
        }
        return StyledLine(spans)
    }

    private static func listLines(_ model: ReaderModel, feed: FeedName, ambiguousIsWide: Bool)
        -> [StyledLine]
    {
        let list = model.lists[feed] ?? ListScreen(feed: feed)
        return ScreenStyles.list(list, size: model.size, ambiguousIsWide: ambiguousIsWide)
    }

    private static func placeholder(_ title: String, message: String, size: TerminalSize, ambiguousIsWide: Bool)
        -> [String]
    {
        guard size.rows > 0 else { return [] }
        let lines = [title, message].map {
            TerminalText.truncate($0, toWidth: size.columns, ambiguousIsWide: ambiguousIsWide)
        }
        return Array((lines + Array(repeating: "", count: max(0, size.rows - lines.count))).prefix(size.rows))
    }
}
