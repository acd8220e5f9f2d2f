/// An error a person can act on, in one line of their words: what the
/// command line prints after "Error: ", whatever layer threw it.
public protocol ReadableError: Error, CustomStringConvertible {
    var message: String { get }
}

extension ReadableError {
    public var message: String { description }
}

extension ComicLoadError: ReadableError {}
extension NetworkError: ReadableError {}
extension ComicQueryError: ReadableError {}
extension RepositoryError: ReadableError {}
extension ExplanationError: ReadableError {}
extension WikiResponseError: ReadableError {}
extension RandomPickFailure: ReadableError {}
extension MarkFileInput.Failure: ReadableError {}

extension StorageError: ReadableError {
    /// The reason the file cannot be opened, found by trying (SQLite says only that it cannot).
    public var message: String { PathDiagnosis.describe(self) }
}
