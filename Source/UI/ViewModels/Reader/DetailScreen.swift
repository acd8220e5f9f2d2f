/// The open comic as the reader shows it: its view model's latest state,
/// its image, its text wrapped for the window, and how far the person
/// scrolled. The image comes first and scrolls with the text.
public struct DetailScreen: Sendable, Hashable {
    public let number: Int
    /// Nil until the comic's view model has published.
    public private(set) var state: ComicDetailState?
    /// The text wrapped once per state and width, not once per key.
    public private(set) var layout: ComicDetailLayout?
    /// Lines scrolled past, the image's rows included.
    public private(set) var scrollOffset = 0
    /// Nil when images are off.
    public let imageSettings: ReaderImageSettings?
    public private(set) var image = DetailImage.loading
    /// Hidden, full height, or leaving room for the alt text.
    public private(set) var display: ImageDisplay
    public var showsImage: Bool { !display.isHidden }
    /// The terminal draws ambiguous-width characters two columns wide: the text wraps so.
    let ambiguousIsWide: Bool

    init(
        number: Int, imageSettings: ReaderImageSettings? = nil, display: ImageDisplay = ImageDisplay(),
        ambiguousIsWide: Bool = false
    ) {
        self.number = number
        self.display = display
        self.imageSettings = imageSettings
        self.ambiguousIsWide = ambiguousIsWide
    }

    mutating func update(_ state: ComicDetailState, size: TerminalSize) {
        guard state.number == number, state != self.state else { return }
        self.state = state
        layout = ComicDetailLayout(state, width: max(0, size.columns), ambiguousIsWide: ambiguousIsWide)
    }

    /// A new window: the text wraps again, and the line that was at the top
    /// stays there; within the image, the top of the image does.
    mutating func resize(from oldSize: TerminalSize, to size: TerminalSize) {
        guard let state, let layout, layout.width != max(0, size.columns) else {
            scroll(by: 0, in: size)
            return
        }
        let textOffset = scrollOffset - imageAreaHeight(in: oldSize)
        let anchor = textOffset >= 0 ? layout.anchor(ofLine: textOffset) : nil
        let wrapped = ComicDetailLayout(state, width: max(0, size.columns), ambiguousIsWide: ambiguousIsWide)
        self.layout = wrapped
        scroll(to: anchor.map { imageAreaHeight(in: size) + wrapped.line(containing: $0) } ?? 0, in: size)
    }

    mutating func update(_ image: DetailImage, size: TerminalSize) {
        // The text keeps its place on screen when the image's height changes.
        let textOffset = scrollOffset - imageAreaHeight(in: size)
        self.image = image
        if textOffset > 0 { scroll(to: imageAreaHeight(in: size) + textOffset, in: size) }
    }

    /// Within the text, the same text stays at the top; within the image area, the top of the screen does.
    mutating func show(_ display: ImageDisplay, in size: TerminalSize) {
        let textOffset = scrollOffset - imageAreaHeight(in: size)
        self.display = display
        scroll(to: textOffset > 0 ? imageAreaHeight(in: size) + textOffset : 0, in: size)
    }

    /// The rows above the text: the image (or its placeholder or note) and a blank line; none when images are off.
    public func imageAreaHeight(in size: TerminalSize) -> Int {
        guard let imageSettings else { return 0 }
        guard showsImage else { return 2 }
        switch image {
        case .loading:
            let typical = ReaderImageSettings.typicalSize
            return imageSettings.fit(
                width: typical.width, height: typical.height, in: size, leavingTextRows: textRowsBeside
            ).rows + 1
        case .loaded(let loaded):
            return imageFit(loaded, settings: imageSettings, in: size).rows + 1
        case .unavailable:
            return 2
        }
    }

    /// The cells the loaded image takes at `size`.
    func imageFit(_ loaded: ReaderImage, settings: ReaderImageSettings, in size: TerminalSize) -> ImageFit {
        settings.fit(
            width: loaded.image.width, height: loaded.image.height, in: size, leavingTextRows: textRowsBeside)
    }

    /// The text lines that share the first screen with the image: up to the
    /// alt text's third line (the punchline), none at full height.
    var textRowsBeside: Int {
        guard !display.isFullHeight else { return 0 }
        return layout?.punchlineEnd ?? ComicDetailLayout.typicalPunchlineEnd
    }

    /// Scrolls by `lines`, never past the last line of text at `size`.
    mutating func scroll(by lines: Int, in size: TerminalSize) {
        scroll(to: scrollOffset + lines, in: size)
    }

    mutating func scroll(to offset: Int, in size: TerminalSize) {
        let total = imageAreaHeight(in: size) + (layout?.lines.count ?? 0)
        let limit = max(0, total - ComicDetailLayout.visibleLineCount(in: size))
        scrollOffset = min(max(0, offset), limit)
    }
}
