import ComicData
import ComicTestSupport
import ComicUI
import Foundation

/// The worst a comic can be once the per-field caps hold: every field at its
/// cap, made of what costs the cleaner most (entities, mojibake, tags). The
/// figures show cleanup stays linear and a key in the reader stays cheap.
enum FieldLimitBenchmark {
    static func run(runs: Int) async {
        let raw = worstComic()
        let cleanup = await Timing.measure("cleanup of a comic with every field at its cap", runs: runs) {
            ContinuousClock().measure { _ = Comic(raw: raw) }
        }
        print(cleanup.summary)
        // Linear: four times the text takes about four times as long.
        let four = worstComic(scale: 4)
        let cleanupFour = await Timing.measure("cleanup of the same at four times each cap", runs: runs) {
            ContinuousClock().measure { _ = Comic(raw: four) }
        }
        print(cleanupFour.summary)
        let comic = Comic(raw: raw)
        await listKey(comic, runs: runs)
        await RenderBenchmark.detailKey(
            comic, label: "detail: one scroll key and its frame, every field at its cap", runs: runs)
    }

    /// Text of `bytes` UTF-8 bytes, each piece something the cleaner must work on.
    static func filler(_ bytes: Int) -> String {
        let pieces = ["&amp;", "Ã©", "<b>", "x", "&#8220;"]
        var text = ""
        var index = 0
        while text.utf8.count + 8 < bytes {
            text += pieces[index % pieces.count]
            index += 1
        }
        return text
    }

    static func worstComic(scale: Int = 1) -> APIComic {
        APIComic(
            num: 5, title: filler(scale * ComicFieldLimits.title),
            safeTitle: filler(scale * ComicFieldLimits.safeTitle),
            alt: filler(scale * ComicFieldLimits.alt), img: "https://imgs.xkcd.com/comics/x.png",
            transcript: filler(scale * ComicFieldLimits.transcript), link: "",
            news: filler(scale * ComicFieldLimits.news),
            year: "2024", month: "1", day: "2")
    }

    /// A key on a list of 80 comics whose titles are at the cap.
    static func listKey(_ comic: Comic, runs: Int) async {
        var model = ReaderModel(size: TerminalSize(rows: 50, columns: 120))
        let rows = (1...80).map { number in
            FeedRow(
                number: number, content: .comic(comic, isBookmarked: false))
        }
        _ = model.handle(.list(FeedSnapshot(feed: .latest, rows: rows, hasMore: false)))
        let timing = await Timing.measure("list: one key and its frame, 80 titles at the cap, 120×50", runs: runs) {
            ContinuousClock().measure {
                _ = model.handle(.key(.down))
                precondition(ReaderView.frame(for: model).lines.count == 50)
            }
        }
        print(timing.summary)
    }
}
