import ComicData
import ComicTestSupport
import ComicUI
import Testing

/// The warm start in the model: cached rows first (refreshing), then the
/// network's rows merged in place.
@Suite("Reader model: warm start")
struct ReaderModelWarmStartTests {
    static let size = TerminalSize(rows: 10, columns: 80)

    static func list(_ numbers: some Sequence<Int>, phase: FeedSnapshot.Phase) -> FeedSnapshot {
        ReaderModelTests.list(.latest, Array(numbers), phase: phase, hasMore: true)
    }

    /// The selected row's line on screen, counted from the first comic row.
    static func screenRow(_ model: ReaderModel) -> Int? {
        guard let list = model.lists[.latest], let index = list.selectedIndex else { return nil }
        return index - list.scrollOffset
    }

    @Test("cached rows show with the status saying it refreshes")
    func cachedRowsRefreshing() {
        var model = ReaderModel(size: Self.size)
        _ = model.handle(.list(Self.list((81...100).reversed(), phase: .refreshing)))
        let frame = ReaderView.frame(for: model).plainLines.joined(separator: "\n")
        #expect(frame.contains("Comic 100"))
        #expect(frame.contains("Refreshing…"))
        #expect(!frame.contains("Loading…"))
    }

    @Test(
        "new comics from the network: the selected comic stays selected, on the same screen row, and a notice says what came"
    )
    func mergeKeepsTheSelection() {
        var model = ReaderModel(size: Self.size)
        _ = model.handle(.list(Self.list((81...100).reversed(), phase: .refreshing)))
        for _ in 0..<3 { _ = model.handle(.key(.character("j"))) }
        #expect(ReaderModelTests.selected(model) == 97)
        let rowBefore = Self.screenRow(model)

        _ = model.handle(.list(Self.list((83...102).reversed(), phase: .idle)))

        #expect(ReaderModelTests.selected(model) == 97)
        #expect(Self.screenRow(model) == rowBefore)
        #expect(model.notice == "2 new comics above")
    }

    @Test("new comics that fit above the selection on screen show without a notice")
    func mergeInView() {
        var model = ReaderModel(size: TerminalSize(rows: 30, columns: 80))
        _ = model.handle(.list(Self.list((81...100).reversed(), phase: .refreshing)))
        _ = model.handle(.key(.character("j")))
        _ = model.handle(.list(Self.list((83...102).reversed(), phase: .idle)))
        #expect(ReaderModelTests.selected(model) == 99)
        #expect(model.lists[.latest]?.scrollOffset == 0)
        #expect(model.notice == nil)
    }
}
