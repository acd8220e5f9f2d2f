import Foundation

/// The person's marks of one kind (bookmarks or read marks) as the command
/// line uses them: listed with their comics, added and removed all or none.
public struct MarkLibrary<Lookup: ComicDataSource>: Sendable {
    public let kind: MarkKind
    let database: AppDatabase
    /// Where comics to mark are found: the cache, else the network.
    let library: ComicLibrary<Lookup>
    /// Every mark is written through its repository, as the reader's are.
    let bookmarks: MarkRepository<BookmarkStore>
    let readMarks: MarkRepository<ReadMarkStore>

    public init(
        _ kind: MarkKind, database: AppDatabase, library: ComicLibrary<Lookup>,
        bookmarks: MarkRepository<BookmarkStore>, readMarks: MarkRepository<ReadMarkStore>
    ) {
        self.kind = kind
        self.database = database
        self.library = library
        self.bookmarks = bookmarks
        self.readMarks = readMarks
    }

    /// Every mark, the most recent first, with the comics the cache holds.
    public struct Listing: Sendable {
        public let marks: [ExportedMark]
        /// The cached comics of `marks`, in their order.
        public let comics: [Comic]
        /// Marked numbers whose comic is not cached (imported, say), in the marks' order.
        public let notCached: [Int]

        public var isEmpty: Bool { marks.isEmpty }
    }

    public func list() async throws -> Listing {
        // Oldest first, as export writes them; listed the other way.
        let marks = try await MarkTransferStore(database: database).exportedMarks(kind).reversed()
        let cache = ComicCacheStore(database: database)
        var comics: [Comic] = []
        var notCached: [Int] = []
        for mark in marks {
            if let comic = try await cache.cachedComic(mark.number) {
                comics.append(comic)
            } else {
                notCached.append(mark.number)
            }
        }
        return Listing(marks: Array(marks), comics: comics, notCached: notCached)
    }

    /// What an addition did: the comics asked for, the new marks, and the ones there already.
    public struct Addition: Sendable {
        public let comics: [Comic]
        public let added: [Int]
        public let already: [Int]
    }

    /// Every comic is found before anything is marked: all of them or none.
    /// One marked already keeps its time.
    public func add(_ numbers: [Int]) async throws -> Addition {
        let comics = try await library.comics(numbers)
        let marked = try await markedNumbers()
        let added = comics.filter { !marked.contains($0.number) }
        switch kind {
        case .bookmark: try await bookmarks.add(added)
        case .read: try await readMarks.setMarked(true, numbers: added.map(\.number))
        }
        return Addition(
            comics: comics, added: added.map(\.number),
            already: comics.map(\.number).filter(marked.contains))
    }

    /// Nothing is removed when one of `numbers` is not marked.
    public func remove(_ numbers: [Int]) async throws {
        switch kind {
        case .bookmark: try await bookmarks.remove(exactly: numbers)
        case .read: try await readMarks.unmark(exactly: numbers)
        }
    }

    /// A mark file's entries, all or none, through the repository like every mark.
    public func importMarks(_ entries: [MarkEntry], now: Date) async throws -> MarkImportSummary {
        switch kind {
        case .bookmark: try await bookmarks.importMarks(entries, now: now)
        case .read: try await readMarks.importMarks(entries, now: now)
        }
    }

    public func markedNumbers() async throws -> Set<Int> {
        switch kind {
        case .bookmark: try await bookmarks.store.markedNumbers()
        case .read: try await readMarks.store.markedNumbers()
        }
    }
}
