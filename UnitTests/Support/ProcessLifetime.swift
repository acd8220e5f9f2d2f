import Foundation

#if canImport(Glibc)
import Glibc
#endif

/// A server that lives as long as the test process, shared by its tests, and
/// no longer: it runs under a shell that waits to read a pipe only this
/// process writes to. When this process ends, however it ends (the last
/// test, a crash, a time limit's SIGKILL), the kernel closes the pipe, the
/// read returns, and the shell kills the server and removes its files.
public final class ProcessLifetime: Sendable {
    /// The shell.
    public let process: Process
    /// The pipe's one writer; close-on-exec, so no child of ours holds it open.
    private let writer: FileHandle

    /// Starts `executable` with `arguments` under the shell; `directory` is removed after it.
    public init(_ executable: URL, _ arguments: [String], removing directory: URL) throws {
        var ends: [Int32] = [0, 0]
        guard pipe(&ends) == 0 else { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }
        for end in ends { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
        let reader = FileHandle(fileDescriptor: ends[0], closeOnDealloc: true)
        writer = FileHandle(fileDescriptor: ends[1], closeOnDealloc: true)
        process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        // A job started with & reads /dev/null, so only the shell holds the pipe's reading end.
        // No `wait`: the shell inherits the test thread's signal mask, SIGCHLD blocked, and would hang.
        let script = """
            executable=$1; directory=$2; shift 2
            "$executable" "$@" & server=$!
            read -r _
            kill -9 "$server"; rm -rf "$directory"
            """
        process.arguments = ["-c", script, "sh", executable.path, directory.path] + arguments
        process.standardInput = reader
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        try reader.close()
    }

    /// Ends the server now, as the end of this process would.
    public func end() {
        try? writer.close()
        process.waitUntilExit()
    }
}
