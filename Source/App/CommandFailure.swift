import ComicData

/// A failure the user can act on: argument-parser prints it as one line
/// ("Error: …") on stderr and exits non-zero, with no stack trace.
struct CommandFailure: Error, CustomStringConvertible {
    let description: String

    init(_ description: String) {
        self.description = description
    }

    /// Runs `body`, turning the errors a person can meet into one readable line.
    static func reporting(_ body: () async throws -> Void) async throws {
        do {
            try await body()
        } catch let error as CommandFailure {
            throw error
        } catch let error as ComicLoadError {
            throw CommandFailure(error.description)
        } catch let error as StorageError {
            throw CommandFailure(error.description)
        } catch let error as NetworkError {
            throw CommandFailure(error.description)
        } catch let error as ComicQueryError {
            throw CommandFailure(error.description)
        } catch let error as RepositoryError {
            throw CommandFailure(error.description)
        }
    }
}
