import Foundation

extension ChildProcess {
    /// Starts a program and kills it with SIGKILL once `condition` holds
    /// (checked every 10 ms): a crash at a moment the test chooses.
    /// Returns the exit status as a shell reports it (137 for SIGKILL).
    public static func runUntilKilled(
        _ executable: URL, _ arguments: [String], environment: [String: String],
        when condition: @escaping @Sendable () async throws -> Bool
    ) async throws -> Int32 {
        try await runUntilSignalled(executable, arguments, environment: environment, signal: .kill, when: condition)
            .status
    }
}
