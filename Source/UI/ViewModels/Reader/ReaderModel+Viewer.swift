import ComicData

/// `v` on an open comic or a list's row: the viewer over it, its keys, and its image coming back as an event.
extension ReaderModel {
    /// Tenths of the view one pan key moves; a whole view is ten.
    static let panSteps = 10

    /// The viewer on top of the stack.
    public internal(set) var viewer: ViewerScreen? {
        get {
            guard case .viewer(let screen) = pages.last else { return nil }
            return screen
        }
        set {
            guard let newValue, case .viewer = pages.last else { return }
            pages[pages.count - 1] = .viewer(newValue)
        }
    }

    mutating func openViewer(_ comic: Comic?) -> [ReaderEffect] {
        guard let comic else { return [] }
        guard imageSettings != nil else {
            notice = "Images are off: the viewer needs them (--images)."
            return []
        }
        pages.append(.viewer(ViewerScreen(number: comic.number)))
        return [.openViewer(comic)]
    }

    mutating func performOnViewer(_ action: ReaderAction) -> [ReaderEffect] {
        switch action {
        case .back:
            pages.removeLast()
            return []
        case .zoom(let steps): viewer?.viewport?.zoom(by: steps)
        case .zoomToFit: viewer?.viewport?.fit()
        case .zoomToActualSize: viewer?.viewport?.actualSize()
        case .pan(let across, let down):
            viewer?.viewport?.pan(
                across: Double(across) / Double(Self.panSteps), down: Double(down) / Double(Self.panSteps))
        case .move(let lines):
            // The wheel: a tenth of the view a step.
            viewer?.viewport?.pan(across: 0, down: Double(lines) / Double(Self.panSteps))
        case .first: viewer?.viewport?.edge(across: -1, down: -1)
        case .last: viewer?.viewport?.edge(across: 1, down: 1)
        default: break
        }
        return []
    }

    /// The viewer's image, for a viewer of that comic still waiting for it.
    mutating func viewerImage(_ number: Int, _ content: ViewerScreen.Content) -> [ReaderEffect] {
        guard let settings = imageSettings else { return [] }
        let screen = ViewerScreen.screenPixels(in: size, settings: settings)
        for index in pages.indices {
            guard case .viewer(var viewer) = pages[index], viewer.number == number, viewer.content == .loading
            else { continue }
            viewer.receive(content, screen: screen, halving: settings.graphics != .kitty)
            pages[index] = .viewer(viewer)
        }
        return []
    }

    /// A new terminal size: each viewer keeps its zoom (at least the new fit) and centre.
    mutating func resizeViewers() {
        guard let settings = imageSettings else { return }
        let screen = ViewerScreen.screenPixels(in: size, settings: settings)
        for index in pages.indices {
            guard case .viewer(var viewer) = pages[index] else { continue }
            viewer.viewport?.resize(screenWidth: screen.width, screenHeight: screen.height)
            pages[index] = .viewer(viewer)
        }
    }
}
