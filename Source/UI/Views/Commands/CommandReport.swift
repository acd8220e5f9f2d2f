/// What a one-shot command says, decided without a process: its output
/// (stdout: results only, or only JSON), its notes (stderr, a line each)
/// and its exit status. The command line prints it; tests read it.
public struct CommandReport: Sendable, Hashable {
    public var output = ""
    public var notes: [String] = []
    /// 0, or why the run counts as failed: 1 nothing matched, 3 incomplete.
    public var exitCode: Int32 = 0

    public init(output: String = "", notes: [String] = [], exitCode: Int32 = 0) {
        self.output = output
        self.notes = notes
        self.exitCode = exitCode
    }

    /// The exit status of a listing that printed what it had but not all that was asked.
    public static let incompleteExitCode: Int32 = 3
    /// grep's: nothing matched.
    public static let noMatchExitCode: Int32 = 1
}
