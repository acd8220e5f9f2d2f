import ComicData

/// Bookmarks set and removed, from a list or an open comic, and the undo
/// of a removal, straight on the bookmarks repository every feed shares
/// (which shows the change in every feed at once). A removal first reads
/// what an undo restores and sends it to the model, which keeps it: nothing
/// here remembers a removal.
extension ReaderEffectHandler {
    /// From a list or the open comic: straight to the bookmarks every feed
    /// shares, which show the change in every feed at once.
    func setBookmark(_ isBookmarked: Bool, _ comic: Comic, group: inout DiscardingTaskGroup) async {
        let (bookmarks, sink, sleep) = (self.bookmarks, self.sink, self.sleep)
        guard isBookmarked else {
            await reportRemoval(of: comic)
            // Awaited, not a child task: an undo right after must find it done.
            await Self.reportingFailure(to: sink, sleep: sleep) { try await bookmarks.setMarked(false, comic: comic) }
            return
        }
        group.addTask { [sleep] in
            await Self.reportingFailure(to: sink, sleep: sleep) { try await bookmarks.setMarked(true, comic: comic) }
        }
        images.prefetch([comic], in: &group)
    }

    /// `b` on a bookmark whose comic was never fetched: it goes by its number
    /// (nothing to restore, so no undo), and the status line says so.
    func removeBookmark(_ number: Int) async {
        let (bookmarks, sink) = (self.bookmarks, self.sink)
        await Self.reportingFailure(to: sink, sleep: sleep) {
            try await bookmarks.remove(exactly: [number])
            sink.yield(.notice("removed the bookmark of #\(number)"))
        }
    }

    /// `z`: the bookmark back, with the date it was first saved.
    func restoreBookmark(_ removed: RemovedBookmark) async {
        let number = removed.comic.number
        do {
            try await bookmarks.restore(removed.comic, savedAt: removed.savedAt)
            sink.yield(.notice("restored #\(number)"))
        } catch {
            sink.yield(.notice("Could not restore the bookmark: \(error)"))
        }
    }

    /// Sends `.undoExpired(offer)` after `delay`.
    func expireUndo(_ offer: Int, after delay: Duration, in group: inout DiscardingTaskGroup) {
        let (sink, sleep) = (self.sink, self.sleep)
        group.addTask {
            // Cancelled on quit: nothing is left to expire.
            guard (try? await sleep(delay)) != nil else { return }
            sink.yield(.undoExpired(offer: offer))
        }
    }

    /// Tells the model what an undo of this removal restores, read before the
    /// bookmark goes; nil when it cannot be restored.
    private func reportRemoval(of comic: Comic) async {
        let number = comic.number
        guard let savedAt = try? await bookmarks.savedAt(number) else {
            sink.yield(.bookmarkRemoved(number, nil))
            return
        }
        sink.yield(.bookmarkRemoved(number, RemovedBookmark(comic: comic, savedAt: savedAt)))
    }

    /// What the status line says while a change waits for another process's write.
    static let waitingNotice = "Waiting for another xkcd to finish writing…"
    /// …and once the wait is over: the waiting line does not stay behind.
    static let savedAfterWaitNotice = "Bookmark saved once the other xkcd finished writing"

    /// Runs `change`; past a second it says on the status line that it waits
    /// (never raw text over the screen), and a failure is said there too.
    private static func reportingFailure(
        to sink: ReaderEventSink, sleep: @escaping ReaderEffectHandler.Sleep,
        _ change: @escaping @Sendable () async throws -> Void
    ) async {
        await withTaskGroup(of: Bool.self) { waiting in
            waiting.addTask {
                guard (try? await sleep(.seconds(AppDatabase.busyNoticeDelay))) != nil else { return false }
                sink.yield(.notice(waitingNotice))
                return true
            }
            let failure: String?
            do {
                try await change()
                failure = nil
            } catch is CancellationError {
                // Quitting: the reader says after the screen whether anything was lost.
                return
            } catch {
                failure = "Could not change the bookmark: \(error)"
            }
            waiting.cancelAll()
            let waited = await waiting.next() ?? false
            if let failure {
                sink.yield(.notice(failure))
            } else if waited {
                sink.yield(.notice(savedAfterWaitNotice))
            }
        }
    }
}
