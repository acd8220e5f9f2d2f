import GRDB

// The queries the mark watchers made in `init` run after every change: the stores own them.
extension AppDatabase {
    static let bookmarkedNumbers: @Sendable (Database) throws -> Set<Int> = BookmarkStore.markedNumbers
    static let readNumbers: @Sendable (Database) throws -> Set<Int> = ReadMarkStore.markedNumbers
}

extension AppDatabase {
    /// One watcher per kind of article mark, over the one table both kinds share.
    static func whatIfWatchers(
        writer: any DatabaseWriter, path: String, isShared: Bool, poller: CommitPoller
    ) -> (bookmarks: MarkWatcher, read: MarkWatcher) {
        func watcher(_ kind: MarkKind) -> MarkWatcher {
            MarkWatcher(
                table: "whatIfMark", fetch: { try WhatIfMarkStore.markedNumbers(kind, in: $0) }, writer: writer,
                path: path, isShared: isShared, poller: poller)
        }
        return (watcher(.bookmark), watcher(.read))
    }
}
