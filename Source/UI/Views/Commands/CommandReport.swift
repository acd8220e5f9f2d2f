/// What a one-shot command says, decided without a process: its output
/// (stdout: results only, or only JSON), its notes (stderr, a line each)
/// and its exit status. The command line prints it; tests read it.
public struct CommandReport: Sendable, Hashable {
    public var output = ""
    public var notes: [String] = []
    /// 0, or why the run counts as failed: 1 nothing matched, 3 incomplete.
    public var exitCode: Int32 = 0
    /// The one line ("Error: …") of a run that failed, after its output and notes; exit 1.
    public var failure: String?

    public init(output: String = "", notes: [String] = [], exitCode: Int32 = 0, failure: String? = nil) {
        self.output = output
        self.notes = notes
        self.exitCode = exitCode
        self.failure = failure
    }

    /// The exit status of a listing that printed what it had but not all that was asked.
    public static let incompleteExitCode: Int32 = 3
    /// grep's: nothing matched.
    public static let noMatchExitCode: Int32 = 1
}
