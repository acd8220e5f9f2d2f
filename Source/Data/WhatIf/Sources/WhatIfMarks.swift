/// The two kinds of mark on What If? articles, each through its one shared
/// `MarkRepository`: the reader's keys, `bookmarks add --whatif`, `marks
/// add --whatif`, imports and a shown article's read mark all write here.
public struct WhatIfMarks: Sendable {
    public let bookmarks: MarkRepository<WhatIfMarkStore>
    public let read: MarkRepository<WhatIfMarkStore>

    public init(database: AppDatabase) {
        bookmarks = MarkRepository(.bookmark, store: WhatIfMarkStore(database: database, kind: .bookmark))
        read = MarkRepository(.read, store: WhatIfMarkStore(database: database, kind: .read))
    }

    public subscript(kind: MarkKind) -> MarkRepository<WhatIfMarkStore> {
        kind == .bookmark ? bookmarks : read
    }
}
