import Foundation
import Subprocess
import SystemPackage

extension ChildProcess {
    /// Starts a program and sends it `signal` once `condition` holds
    /// (checked every 10 ms), as Ctrl-C would; collects what it printed.
    /// The status is as a shell reports it (128 + the signal if it killed the program).
    public static func runUntilSignalled(
        _ executable: URL, _ arguments: [String], environment: [String: String], signal: Subprocess.Signal,
        when condition: @escaping @Sendable () async throws -> Bool
    ) async throws -> Result {
        let result = try await Subprocess.run(
            .path(FilePath(executable.path)),
            arguments: Arguments(arguments),
            environment: .custom(
                Dictionary(
                    uniqueKeysWithValues: environment.compactMap { key, value in
                        Subprocess.Environment.Key(rawValue: key).map { ($0, value) }
                    })),
            input: .none,
            output: .string(limit: outputLimit),
            error: .string(limit: outputLimit)
        ) { execution in
            while try await !condition() {
                try await Task.sleep(for: .milliseconds(10))
            }
            try execution.send(signal: signal)
        }
        let status: Int32 =
            switch result.terminationStatus {
            case .exited(let code): code
            case .signaled(let signal): 128 + signal
            }
        return Result(status: status, stdout: result.standardOutput, stderr: result.standardError)
    }
}
