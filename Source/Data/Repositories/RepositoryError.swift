/// Why a repository command could not be done.
public enum RepositoryError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The feed does not show this kind of mark, so it cannot set it.
    case unknownMark(Mark)
    /// A page could not be loaded; the message is the load's own.
    case loadFailed(String)

    public var description: String {
        switch self {
        case .unknownMark(let mark): "this feed keeps no \(mark) marks"
        case .loadFailed(let message): message
        }
    }
}
