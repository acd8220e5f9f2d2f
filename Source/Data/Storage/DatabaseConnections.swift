/// How many SQLite connections a run opens on the database file.
public enum DatabaseConnections: Sendable {
    /// One connection (a `DatabaseQueue`): a one-shot command, which reads
    /// the schema once and writes nothing on open when nothing changed.
    case one
    /// One connection, read on the calling thread: a short command that
    /// mostly reads (`search`, `new`). An async read otherwise hops to GRDB's
    /// queue, a thread of its own started by the first, and back: each hop a
    /// thread handoff, paid on every read.
    case oneReadingInline
    /// A writer and concurrent readers (a `DatabasePool`): the interactive
    /// reader, whose reads must not wait for the cache's writes.
    case pool
}
