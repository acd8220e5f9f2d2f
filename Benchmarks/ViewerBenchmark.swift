import ComicData
import ComicTestSupport
import ComicUI
import Foundation

/// The image viewer's step, key to the frame's bytes, on a 2,828×2,828 comic
/// (Money-sized) at 200×60 cells: zooms and pans in turn, for symbols and kitty.
enum ViewerBenchmark {
    static let size = TerminalSize(rows: 60, columns: 200)
    static let side = 2828
    /// Zooms and pans, as a person reading a big chart would press them.
    static let keys: [Key] = Array("++lljj+hk-LJ-0").map { Key.character($0) }

    static func run(steps: Int) throws {
        let image = try chart()
        for graphics in [TerminalGraphics.symbols(.truecolor), .kitty] {
            var model = ReaderModel(size: size, imageSettings: ReaderImageSettings(graphics: graphics, cell: .assumed))
            let comic = SyntheticComic.comic(number: 980)
            let row = FeedRow(number: 980, content: .comic(comic, isBookmarked: false))
            _ = model.handle(.list(FeedSnapshot(feed: .latest, rows: [row], hasMore: false)))
            _ = model.handle(.key(.character("v")))
            // The image's arrival: where the halvings a step draws from are made, once.
            let arrival = ContinuousClock().measure {
                _ = model.handle(.viewerImage(980, .loaded(ReaderImage(comicNumber: 980, image: image), .large)))
            }
            print("image arrival, \(graphics): \(arrival)")
            var frame = ReaderView.frame(for: model)
            _ = FrameDiff.bytes(from: nil, to: frame)
            var samples: [Duration] = []
            var largest = 0
            for index in 0..<steps {
                let key = keys[index % keys.count]
                var bytes = 0
                samples.append(
                    ContinuousClock().measure {
                        _ = model.handle(.key(key))
                        let next = ReaderView.frame(for: model)
                        bytes = FrameDiff.bytes(from: frame, to: next).count
                        frame = next
                    })
                largest = max(largest, bytes)
            }
            let timing = Timing(
                label: "viewer step (key to frame bytes), \(graphics), \(side)×\(side) at 200×60", samples: samples)
            print("\(timing.summary); largest step \(largest) bytes")
        }
    }

    /// White paper, black ink: a grid of lines and dense marks like a chart's labels.
    static func chart() throws -> DecodedImage {
        var pixels = [UInt8](repeating: 255, count: side * side * 4)
        for y in 0..<side {
            for x in 0..<side {
                let line = x % 120 < 3 || y % 90 < 3
                let mark = (x / 6 + y / 9) % 7 == 0 && (x % 240) > 40 && (y % 180) > 30
                guard line || mark else { continue }
                let offset = (y * side + x) * 4
                pixels[offset] = 0
                pixels[offset + 1] = 0
                pixels[offset + 2] = line ? 0 : 160
            }
        }
        guard let image = DecodedImage(width: side, height: side, format: .png, pixels: pixels) else {
            throw CocoaError(.coderInvalidValue)
        }
        return image
    }
}
