import ComicData
import ComicTestSupport
import ComicUI
import Foundation

/// Bytes written per scroll step on a comic's page with its image (the
/// fixture 740×400 PNG at 100×30, full height, a long transcript below): from the top, one line at a
/// time until the image has scrolled off or the text ends, for each way of drawing it.
enum ImageScrollBenchmark {
    static let size = TerminalSize(rows: 30, columns: 100)

    static func run() throws {
        let image = try ImageDecoder.decode(try ImageFixtures.png)
        let graphicsList: [TerminalGraphics] = [.kitty, .iterm, .sixel, .symbols(.truecolor)]
        for graphics in graphicsList {
            var model = ReaderModel(
                size: size, imageSettings: ReaderImageSettings(graphics: graphics, cell: .assumed),
                imageDisplay: ImageDisplay(isFullHeight: true))
            let row = FeedRow(
                number: 1, content: .comic(SyntheticComic.comic(number: 1), isBookmarked: false))
            _ = model.handle(.list(FeedSnapshot(feed: .latest, rows: [row], hasMore: false)))
            _ = model.handle(.key(.enter))
            var comic = SyntheticComic.api(number: 1)
            comic.transcript = Array(repeating: "A line of transcript.", count: 60).joined(separator: "\n")
            _ = model.handle(.detail(ComicDetailState(comic: Comic(raw: comic), isBookmarked: false)))
            _ = model.handle(.image(1, .loaded(ReaderImage(comicNumber: 1, image: image))))
            var frame = ReaderView.frame(for: model)
            let first = FrameDiff.bytes(from: nil, to: frame).count
            var steps = 0
            var total = 0
            var largest = 0
            while !frame.images.isEmpty, steps < 100 {
                let offset = model.detail?.scrollOffset
                _ = model.handle(.key(.down))
                guard model.detail?.scrollOffset != offset else { break }
                let next = ReaderView.frame(for: model)
                let bytes = FrameDiff.bytes(from: frame, to: next).count
                (frame, steps, total, largest) = (next, steps + 1, total + bytes, max(largest, bytes))
            }
            print(
                "scroll \(graphics): first frame \(first / 1024) KiB; \(steps) steps, "
                    + "\(total / max(1, steps)) bytes per step on average, largest \(largest)")
        }
    }
}
