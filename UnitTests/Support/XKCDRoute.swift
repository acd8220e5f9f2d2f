import Foundation

/// The two endpoints of the xkcd JSON API, recognised from a URL path.
public enum XKCDRoute: Sendable, Hashable {
    /// `/info.0.json`
    case newest
    /// `/{n}/info.0.json`
    case comic(Int)

    public init?(path: String) {
        let parts = path.split(separator: "/", omittingEmptySubsequences: true)
        switch parts.count {
        case 1 where parts[0] == "info.0.json":
            self = .newest
        case 2 where parts[1] == "info.0.json":
            guard let number = Int(parts[0]) else { return nil }
            self = .comic(number)
        default:
            return nil
        }
    }
}
