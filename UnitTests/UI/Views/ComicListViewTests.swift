import ComicData
import ComicUI
import Testing

@Suite("Comic list view")
struct ComicListViewTests {
    /// Comics 3075...3104, newest first, the third selected, more to load.
    static let page = ListScreen(
        FeedSnapshot(feed: .latest, rows: ViewFixtures.rows(3075...3104), hasMore: true), selectedIndex: 2)

    @Test("A page of the Latest feed at 80×24")
    func page80x24() {
        let lines = ComicListView.render(Self.page, size: TerminalSize(rows: 24, columns: 80))
        #expect(
            ViewFixtures.text(lines) == """
                xkcd — Latest                                                     Tab: Bookmarks
                  3104  2015-03-24    Comic 3104
                  3103  2015-03-23    Comic 3103
                › 3102  2015-03-22    Comic 3102
                  3101  2015-03-21  * Comic 3101
                  3100  2015-03-20    Comic 3100
                  3099  2015-03-19    Comic 3099
                  3098  2015-03-18    Comic 3098
                  3097  2015-03-17    Comic 3097
                  3096  2015-03-16    Comic 3096
                  3095  2015-03-15    Comic 3095
                  3094  2015-03-14  * Comic 3094
                  3093  2015-03-13    Comic 3093
                  3092  2015-03-12    Comic 3092
                  3091  2015-03-11    Comic 3091
                  3090  2015-03-10    Comic 3090
                  3089  2015-03-09    Comic 3089
                  3088  2015-03-08    Comic 3088
                  3087  2015-03-07  * Comic 3087
                  3086  2015-03-06    Comic 3086
                  3085  2015-03-05    Comic 3085
                  3084  2015-03-04    Comic 3084
                  3083  2015-03-03    Comic 3083
                Latest · more below · Enter open · b bookmark · Tab feeds · r refresh · q quit
                """)
        #expect(lines.count == 24)
    }

    @Test("The same page at 40×10 keeps the rows and the most useful hints")
    func page40x10() {
        let lines = ComicListView.render(Self.page, size: TerminalSize(rows: 10, columns: 40))
        #expect(
            ViewFixtures.text(lines) == """
                xkcd — Latest             Tab: Bookmarks
                  3104  2015-03-24    Comic 3104
                  3103  2015-03-23    Comic 3103
                › 3102  2015-03-22    Comic 3102
                  3101  2015-03-21  * Comic 3101
                  3100  2015-03-20    Comic 3100
                  3099  2015-03-19    Comic 3099
                  3098  2015-03-18    Comic 3098
                  3097  2015-03-17    Comic 3097
                Latest · more below · q quit
                """)
    }

    @Test("The quirk fixtures, offline, in the Bookmarks feed")
    func quirksOffline() throws {
        let rows = try [410, 409, 408, 407, 406, 405, 403, 402, 401, 400].map {
            try ViewFixtures.quirkRow($0, bookmarked: true)
        }
        let state = ListScreen(
            FeedSnapshot(feed: .bookmarks, rows: rows, hasMore: false, isFromCache: true), selectedIndex: 0)
        let lines = ComicListView.render(state, size: TerminalSize(rows: 14, columns: 60))
        #expect(
            ViewFixtures.text(lines) == """
                xkcd — Bookmarks                                 Tab: Unread
                › 410  2008-03-14  * Guest Week
                  409  2008-03-12  * Naïve Café
                  408  2008-03-10  * Blue Moon
                  407  2008-03-07  * Encodings
                  406  2008-03-05  * LTR
                  405  2008-03-03  * Red Alert
                  403  2008-02-29  * Play Area
                  402  2008-02-27  * Odd Types
                  401  2008-02-25  * Wide 日本語 ＡＢ
                  400  2008-02-22  * D&D Roll


                Bookmarks · Offline — showing cached comics · q quit
                """)
        #expect(ViewFixtures.unsafeScalars(in: lines).isEmpty)
    }

    @Test("Unread comics carry a marker after the selection column; read ones and failed rows do not")
    func unreadMarker() {
        let rows = [
            ViewFixtures.row(3104, read: false), ViewFixtures.row(3103, bookmarked: true, read: false),
            ViewFixtures.row(3102), FeedRow(number: 3101, content: .failed(reason: "timeout")),
        ]
        let state = ListScreen(FeedSnapshot(feed: .latest, rows: rows, hasMore: false), selectedIndex: 0)
        let lines = ComicListView.render(state, size: TerminalSize(rows: 6, columns: 60))
        #expect(
            Array(lines[1...4]) == [
                "›•3104  2015-03-24    Comic 3104",
                " •3103  2015-03-23  * Comic 3103",
                "  3102  2015-03-22    Comic 3102",
                "  3101  ⚠ not loaded: timeout — r to retry",
            ])
    }

    @Test("A wide-character title takes its real columns, and is cut on a character boundary")
    func wideTitle() throws {
        let state = ListScreen(FeedSnapshot(feed: .latest, rows: [try ViewFixtures.quirkRow(401)]), selectedIndex: nil)
        let row = ComicListView.render(state, size: TerminalSize(rows: 3, columns: 80))[1]
        #expect(row == "  401  2008-02-25    Wide 日本語 ＡＢ")
        #expect(TerminalText.width(row) == 37)  // 32 characters, 5 of them double
        #expect(row.count == 32)

        // At 18 columns 本 would reach column 18, leaving no room for the ellipsis.
        let narrow = ComicListView.render(state, size: TerminalSize(rows: 3, columns: 18))[1]
        #expect(narrow == "  401    Wide 日…")
        #expect(TerminalText.width(narrow) == 17)
    }

    @Test("Escape sequences in a title (405) never reach the output")
    func escapeSequences() throws {
        let state = ListScreen(
            FeedSnapshot(
                feed: .latest, rows: [try ViewFixtures.quirkRow(405)], phase: .failed(message: "\u{1B}[2Jboom\u{9B}1m")),
            selectedIndex: 0)
        for size in [
            TerminalSize(rows: 24, columns: 80), TerminalSize(rows: 10, columns: 40),
            TerminalSize(rows: 4, columns: 12),
        ] {
            let lines = ComicListView.render(state, size: size)
            let bytes = Array(lines.joined(separator: "\n").utf8)
            #expect(!bytes.contains(0x1B))
            #expect(!lines.flatMap(\.unicodeScalars).contains { (0x80...0x9F).contains($0.value) })
            #expect(!bytes.contains(0x07))
        }
        let lines = ComicListView.render(state, size: TerminalSize(rows: 4, columns: 80))
        #expect(lines[1] == "› 405  2008-03-03    Red Alert")
        #expect(lines[3].hasPrefix("Latest · Error: boom · "))
    }

    @Test("A right-to-left override in a title (1137) never reaches the output")
    func rightToLeftOverride() throws {
        let comic = ViewFixtures.rightToLeftComic()
        let rows = [
            FeedRow(number: 1137, content: .comic(comic, isBookmarked: false)),
            try ViewFixtures.quirkRow(406),
        ]
        let lines = ComicListView.render(
            ListScreen(FeedSnapshot(feed: .latest, rows: rows)), size: TerminalSize(rows: 5, columns: 60))
        #expect(!lines.joined().unicodeScalars.contains("\u{202E}"))
        #expect(lines[1].hasSuffix(" LTR"))
        #expect(lines[2].hasSuffix(" LTR"))
    }

    @Test("A comic that failed to load shows its reason and how to retry")
    func failedRow() {
        let rows = [
            ViewFixtures.row(3104),
            FeedRow(number: 3103, content: .failed(reason: "HTTP 500\nInternal \u{1B}[1mServer Error")),
            ViewFixtures.row(3102),
        ]
        let state = ListScreen(FeedSnapshot(feed: .latest, rows: rows, hasMore: false), selectedIndex: 1)
        let lines = ComicListView.render(state, size: TerminalSize(rows: 5, columns: 80))
        #expect(lines[2] == "› 3103  ⚠ not loaded: HTTP 500 Internal Server Error — r to retry")

        // Narrow: the reason is cut, the retry hint stays.
        let narrow = ComicListView.render(state, size: TerminalSize(rows: 5, columns: 40))
        #expect(narrow[2] == "› 3103  ⚠ not loaded: HTTP… — r to retry")
        #expect(TerminalText.width(narrow[2]) == 40)
    }

    @Test("Scrolling keeps the selection visible, moving as little as it must")
    func scrolling() {
        let size = TerminalSize(rows: 10, columns: 40)  // 8 rows of comics
        var offset = 0
        var previousOffset = 0
        for selected in Array(0..<30) + Array((0..<30).reversed()) {
            var state = ListScreen(Self.page.snapshot, selectedIndex: selected)
            offset = ComicListView.scrollOffset(for: state, size: size, previous: offset)
            state = ListScreen(Self.page.snapshot, selectedIndex: selected, scrollOffset: offset)
            #expect((offset...(offset + 7)).contains(selected))
            #expect(abs(offset - previousOffset) <= 1)
            previousOffset = offset
            let lines = ComicListView.render(state, size: size)
            #expect(lines.filter { $0.hasPrefix(ComicListView.selectionMark) } == [lines[1 + selected - offset]])
            #expect(lines[1 + selected - offset].contains("Comic \(3104 - selected)"))
        }

        // A stale offset from the caller still shows the selection.
        let lines = ComicListView.render(ListScreen(Self.page.snapshot, selectedIndex: 29), size: size)
        #expect(lines[8] == "› 3075  2015-02-23    Comic 3075")
    }

    @Test("Empty feeds say why they are empty")
    func emptyStates() {
        let size = TerminalSize(rows: 6, columns: 40)
        let bookmarks = ComicListView.render(
            ListScreen(FeedSnapshot(feed: .bookmarks, hasMore: false)), size: size)
        #expect(
            ViewFixtures.text(bookmarks) == """
                xkcd — Bookmarks             Tab: Unread
                  No bookmarks yet — press b on a comic
                  to save it


                Bookmarks · Tab feeds · q quit
                """)
        let unread = ComicListView.render(ListScreen(FeedSnapshot(feed: .unread, hasMore: false)), size: size)
        #expect(
            ViewFixtures.text(unread) == """
                xkcd — Unread              Tab: What If?
                  Nothing unread among the cached comics
                  — xkcd sync caches them all


                Unread · Tab feeds · r refresh · q quit
                """)
        let search = ComicListView.render(ListScreen(FeedSnapshot(feed: .search, hasMore: false)), size: size)
        #expect(search[0].hasSuffix("Tab: Latest"), "Search is outside the cycle: its next is the first feed")
        let loading = ComicListView.render(ListScreen(FeedSnapshot(feed: .latest, phase: .loading)), size: size)
        #expect(loading[1] == "  Loading…")
        #expect(loading[5] == "Latest · Loading… · Tab feeds · q quit")
        let offline = ComicListView.render(
            ListScreen(FeedSnapshot(feed: .latest, hasMore: false, isFromCache: true)),
            size: TerminalSize(rows: 3, columns: 80))
        #expect(
            offline == [
                "xkcd — Latest                                                     Tab: Bookmarks",
                "  Offline, and nothing is cached yet — press r to retry",
                "Latest · Offline · Tab feeds · r retry · q quit",
            ])
    }

    @Test(
        "Tiny terminals get what fits, and nothing wider",
        arguments: [
            (0, 0), (1, 1), (1, 80), (2, 10), (3, 10), (3, 1), (4, 5), (10, 3), (24, 0), (-1, -1),
        ])
    func tiny(rows: Int, columns: Int) throws {
        let failed = FeedRow(number: 3090, content: .failed(reason: "timeout"))
        let state = ListScreen(
            FeedSnapshot(feed: .latest, rows: ViewFixtures.rows(3091...3104) + [failed], phase: .loading),
            selectedIndex: 14)
        let lines = ComicListView.render(state, size: TerminalSize(rows: rows, columns: columns))
        #expect(lines.count == max(0, rows))
        #expect(ViewFixtures.widest(lines) <= max(0, columns))
    }

    @Test("Every line fits at every width from 1 to 100")
    func everyWidth() throws {
        let rows =
            try [410, 409, 408, 407, 406, 405, 403, 402, 401, 400].map { try ViewFixtures.quirkRow($0) }
            + [FeedRow(number: 399, content: .failed(reason: "The network connection was lost."))]
        let state = ListScreen(
            FeedSnapshot(
                feed: .latest, rows: rows, phase: .failed(message: "The Internet connection appears to be offline.")),
            selectedIndex: 3)
        for columns in 1...100 {
            let lines = ComicListView.render(state, size: TerminalSize(rows: 12, columns: columns))
            #expect(lines.count == 12)
            #expect(ViewFixtures.widest(lines) <= columns, "at \(columns) columns")
        }
    }
}
