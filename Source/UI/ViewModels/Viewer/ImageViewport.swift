import Foundation

/// Which part of an image the viewer shows, and how large: a zoom and a
/// centre over the image's pixels, on a screen measured in its own pixels
/// (a cell's pixels for kitty, sixel and iTerm; for symbols, a column by
/// half a row, so that one image pixel at 100% is half a cell).
///
/// A value with no I/O: every key is a function from one viewport to the next.
public struct ImageViewport: Sendable, Hashable {
    /// The image's pixels.
    public let imageWidth: Int
    public let imageHeight: Int
    /// The screen's, for the image (the status line is not part of it).
    public private(set) var screenWidth: Int
    public private(set) var screenHeight: Int
    /// Screen pixels per image pixel.
    public private(set) var zoom: Double
    /// The image pixel at the centre of the view.
    public private(set) var centerX: Double
    public private(set) var centerY: Double

    /// One step of `+` or `-`.
    public static let zoomStep = 1.5
    /// No closer than this many screen pixels per image pixel.
    public static let maximumZoom = 16.0

    /// The whole image, fitted to the screen.
    public init(imageWidth: Int, imageHeight: Int, screenWidth: Int, screenHeight: Int) {
        self.imageWidth = max(1, imageWidth)
        self.imageHeight = max(1, imageHeight)
        self.screenWidth = max(1, screenWidth)
        self.screenHeight = max(1, screenHeight)
        zoom = 1
        centerX = Double(self.imageWidth) / 2
        centerY = Double(self.imageHeight) / 2
        fit()
    }

    /// The zoom at which the whole image fits the screen.
    public var fitZoom: Double {
        min(Double(screenWidth) / Double(imageWidth), Double(screenHeight) / Double(imageHeight))
    }

    /// Never smaller than the fit (nothing to see beyond it), never closer than `maximumZoom`.
    var zoomRange: ClosedRange<Double> { fitZoom...max(fitZoom, Self.maximumZoom) }

    public mutating func fit() {
        zoom = fitZoom
        clampCenter()
    }

    /// One image pixel to one screen pixel.
    public mutating func actualSize() {
        zoom = min(max(1, zoomRange.lowerBound), zoomRange.upperBound)
        clampCenter()
    }

    /// `steps` steps in (out when negative), around the centre of the view.
    public mutating func zoom(by steps: Int) {
        let factor = pow(Self.zoomStep, Double(max(-64, min(64, steps))))
        zoom = min(max(zoom * factor, zoomRange.lowerBound), zoomRange.upperBound)
        clampCenter()
    }

    /// Moves the view by fractions of itself: 0.1 is a tenth of the view across (or down).
    public mutating func pan(across: Double, down: Double) {
        centerX += across * visibleWidth
        centerY += down * visibleHeight
        clampCenter()
    }

    /// To an edge: -1 the left (top), 1 the right (bottom), nil leaves that axis.
    public mutating func edge(across: Int?, down: Int?) {
        if let across { centerX = across < 0 ? 0 : Double(imageWidth) }
        if let down { centerY = down < 0 ? 0 : Double(imageHeight) }
        clampCenter()
    }

    /// A new screen size: the same zoom (at least the new fit) and centre.
    public mutating func resize(screenWidth: Int, screenHeight: Int) {
        let wasFit = zoom == fitZoom
        self.screenWidth = max(1, screenWidth)
        self.screenHeight = max(1, screenHeight)
        zoom = wasFit ? fitZoom : min(max(zoom, zoomRange.lowerBound), zoomRange.upperBound)
        clampCenter()
    }

    /// Image pixels across and down the view (no more than the image has).
    var visibleWidth: Double { min(Double(imageWidth), Double(screenWidth) / zoom) }
    var visibleHeight: Double { min(Double(imageHeight), Double(screenHeight) / zoom) }

    private mutating func clampCenter() {
        let halfWidth = visibleWidth / 2
        let halfHeight = visibleHeight / 2
        centerX = min(max(centerX, halfWidth), Double(imageWidth) - halfWidth)
        centerY = min(max(centerY, halfHeight), Double(imageHeight) - halfHeight)
    }

    /// The image pixels shown, whole pixels within the image.
    public var source: PixelRect {
        let width = max(1, min(imageWidth, Int(visibleWidth.rounded())))
        let height = max(1, min(imageHeight, Int(visibleHeight.rounded())))
        let x = min(max(0, Int((centerX - Double(width) / 2).rounded())), imageWidth - width)
        let y = min(max(0, Int((centerY - Double(height) / 2).rounded())), imageHeight - height)
        return PixelRect(x: x, y: y, width: width, height: height)
    }

    /// The screen pixels the shown part covers: all of the screen unless the
    /// image is smaller than it at this zoom.
    public var shownWidth: Int { max(1, min(screenWidth, Int((Double(source.width) * zoom).rounded()))) }
    public var shownHeight: Int { max(1, min(screenHeight, Int((Double(source.height) * zoom).rounded()))) }

    /// "200% · 35–60% across, 0–20% down".
    public var summary: String {
        let percent = Int((zoom * 100).rounded())
        func span(_ start: Int, _ length: Int, of total: Int) -> String {
            let from = start * 100 / total
            let to = Int((Double(start + length) * 100 / Double(total)).rounded())
            return "\(from)–\(to)%"
        }
        let shown = source
        return "\(percent)% · \(span(shown.x, shown.width, of: imageWidth)) across, "
            + "\(span(shown.y, shown.height, of: imageHeight)) down"
    }
}

/// A rectangle of an image's pixels.
public struct PixelRect: Sendable, Hashable {
    public var x: Int
    public var y: Int
    public var width: Int
    public var height: Int

    public init(x: Int, y: Int, width: Int, height: Int) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }
}
