import GRDB

extension AppDatabase {
    /// A schema object as `sqlite_master` lists it.
    struct SchemaObject: Hashable, Sendable {
        let type: String
        let name: String
        /// The statement that made it; compared for triggers, views and
        /// indexes, whose bodies run or are chosen by SQLite on our writes.
        let sql: String?
    }

    /// Every object some version of our schema holds: each migration's
    /// result, replayed in memory once per process.
    static let ourSchemaObjects: Set<SchemaObject>? = {
        guard let queue = try? DatabaseQueue(configuration: makeConfiguration()) else { return nil }
        var objects = Set<SchemaObject>()
        do {
            for identifier in migrator.migrations {
                try migrator.migrate(queue, upTo: identifier)
                objects.formUnion(try queue.read(schemaObjects))
            }
        } catch {
            return nil
        }
        return objects
    }()

    static func schemaObjects(_ db: Database) throws -> Set<SchemaObject> {
        let rows = try Row.fetchAll(
            db, sql: "SELECT type, name, sql FROM sqlite_master WHERE name NOT LIKE 'sqlite_%'")
        return Set(
            rows.map { row in
                let type: String = row["type"]
                let compared = type == "table" ? nil : (row["sql"] as String?)
                return SchemaObject(type: type, name: row["name"], sql: compared)
            })
    }

    /// Refuses a trigger, view or index we did not create (a trigger that
    /// deletes every bookmark, a view standing in for a table), as another
    /// program's tables are refused: the file is left as it is.
    static func checkSchemaObjects(_ db: Database, path: String) throws(StorageError) {
        let found: Set<SchemaObject>
        do { found = try schemaObjects(db) } catch { throw .opening(error, path: path) }
        // An up-to-date file, the usual case, needs no replay of the migrations.
        if found.isSubset(of: currentSchemaObjects) { return }
        guard let ours = ourSchemaObjects else { return }
        let ourTables = Set(ours.filter { $0.type == "table" }.map(\.name))
        for object in found.sorted(by: { $0.name < $1.name }) where !ours.contains(object) {
            // Tables are judged by the application ID and migrations; only what runs or stands in is refused here.
            if object.type == "table", ourTables.contains(object.name) { continue }
            throw .notAnXkcdDatabase(
                path: path, reason: "it holds a \(object.type) '\(object.name)' that xkcd did not create")
        }
    }
}
