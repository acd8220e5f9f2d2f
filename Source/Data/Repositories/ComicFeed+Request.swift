extension ComicFeed {
    /// A page came in part (`ComicPage.restFailure`): what came is shown, and
    /// the rest is the next page, failed, which `retry()` asks for. Not when
    /// cached rows kept below the page (a refresh) show where the feed goes on.
    func failNextPage(_ lost: ComicLoadError, after bookmark: Source.PageBookmark?, size: Int) {
        guard let bookmark, cursor == .after(bookmark) else { return }
        failedRequest = PageRequest(start: cursor, size: size, replacing: false)
        snapshot.phase = .failed(message: String(describing: lost))
        snapshot.failedPageFollows = true
        publish()
    }

    /// Where the next page load starts.
    enum Cursor: Equatable {
        case start
        case after(Source.PageBookmark)
        case end
    }

    /// A page load, kept when it fails so `retry()` repeats exactly it.
    struct PageRequest {
        let start: Cursor
        let size: Int
        let replacing: Bool
        var refreshing = false
        /// The comic a replacing load starts at (go to); nil for the feed's first.
        var startNumber: Int?
    }

    /// Waits for shared work; a waiter that is cancelled cancels the work, so
    /// quitting never waits on a slow network.
    static func wait(for task: Task<Void, Never>) async {
        await withTaskCancellationHandler {
            await task.value
        } onCancel: {
            task.cancel()
        }
    }
}
