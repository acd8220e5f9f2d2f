import Testing

@testable import ComicUI

/// The viewer's zoom and pan as values: every key a function of the viewport.
@Suite("The image viewer's viewport: zoom, pan, edges, the status line")
struct ImageViewportTests {
    /// A 4,000×2,000 image on a 1,000×500 screen: fit is 25%.
    func viewport() -> ImageViewport {
        ImageViewport(imageWidth: 4000, imageHeight: 2000, screenWidth: 1000, screenHeight: 500)
    }

    @Test("it opens fitted, the whole image shown")
    func opensFitted() {
        let view = viewport()

        #expect(view.zoom == 0.25)
        #expect(view.source == PixelRect(x: 0, y: 0, width: 4000, height: 2000))
        #expect((view.shownWidth, view.shownHeight) == (1000, 500))
        #expect(view.summary == "25% · 0–100% across, 0–100% down")
    }

    @Test("zooming in three steps is 1.5³ closer, around the centre; 0 fits again; 1 is one pixel to one")
    func zooms() {
        var view = viewport()

        view.zoom(by: 3)
        #expect(abs(view.zoom - 0.25 * 3.375) < 1e-9)
        let source = view.source
        #expect(abs(source.x + source.width / 2 - 2000) <= 1)
        #expect(abs(source.y + source.height / 2 - 1000) <= 1)
        #expect(source.width == Int((1000 / view.zoom).rounded()))

        view.fit()
        #expect(view.zoom == 0.25)
        view.actualSize()
        #expect(view.zoom == 1)
        #expect(view.source == PixelRect(x: 1500, y: 750, width: 1000, height: 500))
        #expect(view.summary == "100% · 37–63% across, 37–63% down")
    }

    @Test("never smaller than the fit, never closer than the maximum")
    func zoomBounds() {
        var view = viewport()
        view.zoom(by: -5)
        #expect(view.zoom == view.fitZoom)
        view.zoom(by: 100)
        #expect(view.zoom == ImageViewport.maximumZoom)
    }

    @Test("a pan moves a tenth of the view, stops at the edges; g and G go to the corners")
    func pans() {
        var view = viewport()
        view.actualSize()

        view.pan(across: 0.1, down: 0)
        #expect(view.source.x == 1600)
        view.pan(across: 0, down: -1)
        #expect(view.source.y == 250)
        view.pan(across: 0, down: -1)
        #expect(view.source.y == 0)
        view.edge(across: 1, down: 1)
        #expect(view.source == PixelRect(x: 3000, y: 1500, width: 1000, height: 500))
        view.edge(across: -1, down: -1)
        #expect(view.source == PixelRect(x: 0, y: 0, width: 1000, height: 500))
        #expect(view.summary == "100% · 0–25% across, 0–25% down")
    }

    @Test("an image smaller than the screen at its zoom is shown whole, in fewer screen pixels")
    func smallImage() {
        var view = ImageViewport(imageWidth: 100, imageHeight: 100, screenWidth: 1000, screenHeight: 500)
        #expect(view.zoom == 5)
        view.zoom(by: -1)
        #expect(view.zoom == 5, "not below the fit")
        #expect((view.shownWidth, view.shownHeight) == (500, 500))
        #expect(view.source == PixelRect(x: 0, y: 0, width: 100, height: 100))
    }
}
