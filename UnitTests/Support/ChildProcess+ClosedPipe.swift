import Foundation
import Subprocess
import SystemPackage

extension ChildProcess {
    /// Runs a program whose stdout is a pipe nobody reads any more (as
    /// `| head` leaves it once head has quit): the read end is closed before
    /// the program starts, so its first write meets EPIPE, or SIGPIPE if it
    /// does not ignore it. Its signals start at their defaults.
    public static func runIntoClosedPipe(
        _ executable: URL, _ arguments: [String], environment: [String: String]
    ) async throws -> Result {
        let pipe = try FileDescriptor.pipe()
        try pipe.readEnd.close()
        let result = try await Subprocess.run(
            .path(FilePath(executable.path)),
            arguments: Arguments(arguments),
            environment: .custom(
                Dictionary(
                    uniqueKeysWithValues: environment.compactMap { key, value in
                        Subprocess.Environment.Key(rawValue: key).map { ($0, value) }
                    })),
            input: .none,
            output: .fileDescriptor(pipe.writeEnd, closeAfterSpawningProcess: true),
            error: .string(limit: outputLimit))
        let status: Int32 =
            switch result.terminationStatus {
            case .exited(let code): code
            case .signaled(let signal): 128 + signal
            }
        return Result(status: status, stdout: "", stderr: result.standardError)
    }
}
