import ComicData
import ComicTestSupport
import ComicUI
import Foundation

/// One list frame of 200 comics on a 200×60 terminal; one key in the
/// detail of the longest transcript.
enum RenderBenchmark {
    static func run(archive: ComicArchive, runs: Int) async {
        await listFrame(runs: runs)
        await detailKey(archive: archive, runs: runs)
    }

    /// A scroll key on 1037's 15,905-character transcript: the event, then the frame.
    static func detailKey(archive: ComicArchive, runs: Int) async {
        let decoded = archive.bodies[1037].flatMap { try? JSONDecoder().decode(APIComic.self, from: $0) }
        let comic = decoded.map { Comic(raw: $0) } ?? SyntheticComic.comic(number: 1037)
        await detailKey(comic, label: "detail: one scroll key and its frame, #\(comic.number) at 120×50", runs: runs)
    }

    /// A scroll key in `comic`'s detail at 120×50: the event, then the frame.
    static func detailKey(_ comic: Comic, label: String, runs: Int) async {
        var model = ReaderModel(size: TerminalSize(rows: 50, columns: 120))
        let row = FeedRow(
            number: comic.number, content: .comic(comic, isBookmarked: false))
        _ = model.handle(.list(FeedSnapshot(feed: .latest, rows: [row], hasMore: false)))
        _ = model.handle(.key(.enter))
        _ = model.handle(.detail(ComicDetailState(comic: comic, isBookmarked: false)))
        let timing = await Timing.measure(label, runs: runs) {
            ContinuousClock().measure {
                _ = model.handle(.key(.down))
                let frame = ReaderView.frame(for: model)
                precondition(frame.lines.count == 50)
            }
        }
        print(timing.summary)
    }

    static func listFrame(runs: Int) async {
        let rows = (1...200).reversed().map { number in
            let comic = SyntheticComic.comic(number: number)
            return FeedRow(
                number: number,
                content: .comic(comic, isBookmarked: number % 7 == 0))
        }
        let state = ListScreen(FeedSnapshot(feed: .latest, rows: rows, hasMore: true), selectedIndex: 120)
        let size = TerminalSize(rows: 60, columns: 200)
        let timing = await Timing.measure("render one list frame, 200 comics at 200×60", runs: runs) {
            ContinuousClock().measure {
                let frame = ComicListView.render(state, size: size)
                precondition(frame.count == size.rows)
            }
        }
        print(timing.summary)
    }
}
