import ComicData
import ComicUI
import Foundation

/// The full-screen reader: both feeds' view models, the keys, and the
/// terminal, wired together. Views stay pure; this is the only loop.
struct InteractiveReader {
    let environment: AppEnvironment

    private enum Event: Sendable {
        case key(Key)
        case resize(TerminalSize)
        case list(ComicListState)
        case detail(ComicDetailState)
        case notice(String)
        case inputEnded
    }

    /// What the screen shows; everything else lives in the view models.
    private struct Screen {
        var feed = ComicListState.Feed.latest
        var lists: [ComicListState.Feed: ComicListState] = [
            .latest: ComicListState(feed: .latest), .bookmarks: ComicListState(feed: .bookmarks),
        ]
        var scrollOffsets: [ComicListState.Feed: Int] = [:]
        var detail: ComicDetailState?
        var detailScroll = 0
        var notice: String?
    }

    func run() async throws {
        let viewModels: [ComicListState.Feed: ComicListViewModel] = [
            .latest: ComicListViewModel(feed: .latest, repository: environment.latest),
            .bookmarks: ComicListViewModel(feed: .bookmarks, repository: environment.saved),
        ]
        let repositories: [ComicListState.Feed: any ComicRepository] = [
            .latest: environment.latest, .bookmarks: environment.saved,
        ]
        try await TerminalSession.run { session in
            let (events, sink) = AsyncStream<Event>.makeStream()
            let keys = session.keys
            let resizes = session.resizes
            try await withThrowingTaskGroup(of: Void.self) { group in
                // Prewarm first: the first page is on its way before the first frame.
                for viewModel in viewModels.values {
                    group.addTask { await viewModel.start() }
                    group.addTask { await viewModel.run() }
                    group.addTask { for await state in await viewModel.states() { sink.yield(.list(state)) } }
                }
                for repository in repositories.values {
                    group.addTask { await repository.run() }
                }
                group.addTask {
                    for await key in keys { sink.yield(.key(key)) }
                    sink.yield(.inputEnded)
                }
                group.addTask { for await size in resizes { sink.yield(.resize(size)) } }

                var screen = Screen()
                var size = session.size
                var detailViewModel: ComicDetailViewModel?
                var detailTask: Task<Void, Never>?
                defer { detailTask?.cancel() }
                try session.draw(frame(&screen, size: size), size: size)

                eventLoop: for await event in events {
                    switch event {
                    case .list(let state):
                        screen.lists[state.feed] = state
                    case .detail(let state):
                        if screen.detail?.number == state.number { screen.detail = state }
                    case .notice(let text):
                        screen.notice = text
                    case .resize(let newSize):
                        size = newSize
                    case .inputEnded:
                        break eventLoop
                    case .key(let key):
                        screen.notice = nil
                        let on: ReaderKeymap.Screen = screen.detail == nil ? .list : .detail
                        guard let action = ReaderKeymap.action(for: key, on: on) else { break }
                        let viewModel = viewModels[screen.feed]
                        switch (action, on) {
                        case (.quit, _):
                            break eventLoop
                        case (.redraw, _):
                            session.invalidate()
                        case (.move(let rows), .list):
                            await viewModel?.moveSelection(by: rows)
                        case (.movePage(let pages), .list):
                            await viewModel?.moveSelection(by: pages * max(1, ComicListView.visibleRowCount(in: size)))
                        case (.first, .list):
                            await viewModel?.selectFirst()
                        case (.last, .list):
                            await viewModel?.selectLast()
                        case (.switchFeed, _):
                            screen.feed = screen.feed == .latest ? .bookmarks : .latest
                        case (.refresh, .list):
                            let isFailed = screen.lists[screen.feed].map(Self.isRetryable) ?? false
                            group.addTask { isFailed ? await viewModel?.retry() : await viewModel?.refresh() }
                        case (.toggleBookmark, .list):
                            group.addTask {
                                do { try await viewModel?.toggleBookmarkOfSelection() } catch {
                                    sink.yield(.notice("Could not change the bookmark: \(error)"))
                                }
                            }
                        case (.open, _):
                            guard let viewModel, let comic = await viewModel.selectedComic else { break }
                            let isBookmarked = screen.lists[screen.feed]?.selectedRow.map(Self.isBookmarked) ?? false
                            let detail = ComicDetailViewModel(
                                comic: comic, repository: repositories[screen.feed] ?? environment.latest,
                                isBookmarked: isBookmarked)
                            screen.detail = await detail.state
                            screen.detailScroll = 0
                            detailViewModel = detail
                            detailTask?.cancel()
                            detailTask = Task {
                                await withTaskGroup(of: Void.self) { detailGroup in
                                    detailGroup.addTask { await detail.run() }
                                    detailGroup.addTask { for await state in await detail.states() { sink.yield(.detail(state)) } }
                                }
                            }
                        case (.back, _):
                            detailTask?.cancel()
                            detailTask = nil
                            detailViewModel = nil
                            screen.detail = nil
                        case (.toggleBookmark, .detail):
                            guard let detail = detailViewModel else { break }
                            group.addTask {
                                do { try await detail.toggleBookmark() } catch {
                                    sink.yield(.notice("Could not change the bookmark: \(error)"))
                                }
                            }
                        case (.move(let lines), .detail):
                            screen.detailScroll += lines
                        case (.movePage(let pages), .detail):
                            screen.detailScroll += pages * max(1, ComicDetailView.visibleLineCount(in: size))
                        case (.first, .detail):
                            screen.detailScroll = 0
                        case (.last, .detail):
                            screen.detailScroll = Int.max / 2
                        case (.refresh, .detail):
                            break
                        }
                        if on == .list, let viewModel, await viewModel.shouldLoadMore {
                            group.addTask { await viewModel.loadMore() }
                        }
                    }
                    if let detail = screen.detail {
                        screen.detailScroll = min(max(0, screen.detailScroll), ComicDetailView.maxScrollOffset(detail, size: size))
                    }
                    try session.draw(frame(&screen, size: size), size: size)
                }
                sink.finish()
                group.cancelAll()
            }
        }
    }

    /// The lines to show; keeps the list's scroll position for the next frame.
    private func frame(_ screen: inout Screen, size: TerminalSize) -> [String] {
        var lines: [String]
        if let detail = screen.detail {
            lines = ComicDetailView.render(detail, size: size, scrollOffset: screen.detailScroll)
        } else {
            let state = screen.lists[screen.feed] ?? ComicListState(feed: screen.feed)
            let offset = ComicListView.scrollOffset(for: state, size: size, previous: screen.scrollOffsets[screen.feed] ?? 0)
            screen.scrollOffsets[screen.feed] = offset
            lines = ComicListView.render(state, size: size, scrollOffset: offset)
        }
        if let notice = screen.notice, !lines.isEmpty {
            lines[lines.count - 1] = TerminalText.truncate(TerminalSanitizer.line(notice), toWidth: size.columns)
        }
        return lines
    }

    private static func isRetryable(_ state: ComicListState) -> Bool {
        if case .failed = state.phase { return true }
        if case .failed = state.selectedRow?.content { return true }
        return false
    }

    private static func isBookmarked(_ row: ComicListRow) -> Bool {
        if case .comic(_, _, let isBookmarked) = row.content { return isBookmarked }
        return false
    }
}
