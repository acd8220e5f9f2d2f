import GRDB

// The queries the mark watchers made in `init` run after every change: the stores own them.
extension AppDatabase {
    static let bookmarkedNumbers: @Sendable (Database) throws -> Set<Int> = BookmarkStore.markedNumbers
    static let readNumbers: @Sendable (Database) throws -> Set<Int> = ReadMarkStore.markedNumbers
}
