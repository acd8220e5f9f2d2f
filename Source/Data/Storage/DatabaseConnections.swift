/// How many SQLite connections a run opens on the database file.
public enum DatabaseConnections: Sendable {
    /// One connection (a `DatabaseQueue`): a one-shot command, which reads
    /// the schema once and writes nothing on open when nothing changed.
    case one
    /// A writer and concurrent readers (a `DatabasePool`): the interactive
    /// reader, whose reads must not wait for the cache's writes.
    case pool
}
