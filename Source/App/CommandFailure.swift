import ComicData
import ComicUI

/// A failure the user can act on: one line ("Error: …") on stderr and a
/// non-zero exit (`exitCode`, 1 unless the command says otherwise), with no
/// stack trace.
struct CommandFailure: Error, CustomStringConvertible {
    let description: String
    let exitCode: Int32

    init(_ description: String, exitCode: Int32 = 1) {
        self.description = description
        self.exitCode = exitCode
    }

    /// Runs `body`, turning the errors a person can meet into one readable line.
    static func reporting(_ body: () async throws -> Void) async throws {
        do {
            try await body()
        } catch let error as CommandFailure {
            throw error
        } catch let error as any ReadableError {
            throw CommandFailure(error.message)
        }
    }
}
