import ComicData
import ComicTestSupport
import ComicUI

/// One list frame of 200 comics on a 200×60 terminal.
enum RenderBenchmark {
    static func run(runs: Int) async {
        let rows = (1...200).reversed().map { number in
            let comic = SyntheticComic.comic(number: number)
            return ComicListRow(number: number, content: .comic(title: comic.title, date: comic.published, isBookmarked: number % 7 == 0))
        }
        let state = ComicListState(feed: .latest, rows: rows, phase: .loaded, hasMore: true, selectedIndex: 120)
        let size = TerminalSize(rows: 60, columns: 200)
        let timing = await Timing.measure("render one list frame, 200 comics at 200×60", runs: runs) {
            ContinuousClock().measure {
                let offset = ComicListView.scrollOffset(for: state, size: size)
                let frame = ComicListView.render(state, size: size, scrollOffset: offset)
                precondition(frame.count == size.rows)
            }
        }
        print(timing.summary)
    }
}
