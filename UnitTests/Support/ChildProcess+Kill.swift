import Foundation
import Subprocess
import SystemPackage

extension ChildProcess {
    /// Starts a program and kills it with SIGKILL once `condition` holds
    /// (checked every 10 ms): a crash at a moment the test chooses.
    /// Returns the exit status as a shell reports it (137 for SIGKILL).
    public static func runUntilKilled(
        _ executable: URL, _ arguments: [String], environment: [String: String],
        when condition: @escaping @Sendable () async throws -> Bool
    ) async throws -> Int32 {
        let result = try await Subprocess.run(
            .path(FilePath(executable.path)),
            arguments: Arguments(arguments),
            environment: .custom(
                Dictionary(
                    uniqueKeysWithValues: environment.compactMap { key, value in
                        Subprocess.Environment.Key(rawValue: key).map { ($0, value) }
                    })),
            input: .none,
            output: .discarded,
            error: .discarded
        ) { execution in
            while try await !condition() {
                try await Task.sleep(for: .milliseconds(10))
            }
            try execution.send(signal: .kill)
        }
        return switch result.terminationStatus {
        case .exited(let code): code
        case .signaled(let signal): 128 + signal
        }
    }
}
