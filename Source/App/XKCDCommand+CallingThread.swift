extension XKCDCommand {
    /// `search` and `new` only read the database (and `new` at most sends one
    /// request): they run on `main`'s thread, with no hop to the pool.
    static func runsOnCallingThread(_ arguments: [String]) -> Bool {
        guard let name = (try? CommandLineOrder.arranged(arguments))?.first else { return false }
        return name == SearchCommand._commandName || name == NewCommand._commandName
    }
}
