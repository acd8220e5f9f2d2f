/// Why a repository command could not be done.
public enum RepositoryError: Error, Sendable, Hashable, CustomStringConvertible {
    /// A page could not be loaded; the message is the load's own.
    case loadFailed(String)

    public var description: String {
        switch self {
        case .loadFailed(let message): message
        }
    }
}
