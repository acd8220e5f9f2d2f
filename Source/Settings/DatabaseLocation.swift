import ComicData

/// Where the database file lives: the one place its default is written,
/// resolved once with the settings (`Settings.databaseFile`).
public enum DatabaseLocation {
    /// The default, as help and the manual name it.
    public static let standard = "$XDG_DATA_HOME/xkcd/xkcd.sqlite"
    /// The default's path below a data home.
    static let relativePath = "xkcd/xkcd.sqlite"

    /// `explicitPath` (the `db` setting), else `$XDG_DATA_HOME/xkcd/xkcd.sqlite`,
    /// else `$HOME/.local/share/xkcd/xkcd.sqlite`.
    ///
    /// Empty values count as unset; a relative `XDG_DATA_HOME` is ignored, as
    /// the XDG Base Directory specification asks.
    public static func path(explicitPath: String? = nil, environment: [String: String]) throws(StorageError) -> String {
        if let explicitPath, !explicitPath.isEmpty { return explicitPath }
        if let dataHome = environment["XDG_DATA_HOME"], dataHome.hasPrefix("/") {
            return join(dataHome, relativePath)
        }
        if let home = environment["HOME"], !home.isEmpty {
            return join(home, ".local/share/" + relativePath)
        }
        throw .noLocation
    }

    private static func join(_ directory: String, _ relativePath: String) -> String {
        directory.hasSuffix("/") ? directory + relativePath : directory + "/" + relativePath
    }
}
