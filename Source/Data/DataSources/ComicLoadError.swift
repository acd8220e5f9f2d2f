import Foundation

/// Why a comic, or a page, could not be loaded.
public enum ComicLoadError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The server answered with an unexpected status.
    case httpStatus(Int, URL)
    /// The body was not a comic.
    case malformed(URL, reason: String)
    /// No usable response.
    case network(NetworkError)
    /// The newest comic, which every first page needs, could not be loaded.
    indirect case newestComicUnavailable(ComicLoadError)
    /// The comic does not exist (xkcd has no 404).
    case notFound(Int)
    /// Offline, and nothing has been cached yet.
    case noCachedComics
    /// Offline, and this comic is not cached.
    case notCached(Int)
    /// Bookmarked, but its comic was never fetched (imported offline, or a
    /// number that is no comic).
    case notFetched(Int)
    /// The server claimed a newest number below 1 or far above any known one.
    case implausibleNewest(Int, URL, highest: Int)
    /// Every comic of a page failed for one network cause: the page failed, not each comic.
    case pageUnavailable(NetworkError, comics: Int)

    public var description: String {
        switch self {
        case .httpStatus(let status, let url):
            "\(url.redactedDescription) answered HTTP \(status)"
        case .malformed(let url, let reason):
            "\(url.redactedDescription) did not send a comic (\(reason))"
        case .network(let error):
            error.description
        case .newestComicUnavailable(let underlying):
            "cannot load the newest comic: \(underlying)"
        case .notFound(let number):
            "there is no comic \(number)"
        case .noCachedComics:
            "no comics are cached yet: run once with the network to fill the cache"
        case .notCached(let number):
            "comic \(number) is not cached (--offline)"
        case .notFetched(let number):
            "#\(number) was never fetched (b removes the bookmark)"
        case .implausibleNewest(let number, let url, let highest):
            "\(url.redactedDescription) claims the newest comic is #\(number), which is not plausible (expected 1 to \(highest)); refused"
        case .pageUnavailable(let cause, let count):
            "could not load \(count) comic\(count == 1 ? "" : "s"): \(cause.causeDescription)"
        }
    }
}

extension ComicLoadError {
    /// The network could not be reached (as opposed to a server that answered badly).
    public var isNetworkUnreachable: Bool {
        switch self {
        case .network(let error), .pageUnavailable(let error, _): error.isTransient
        case .newestComicUnavailable(let underlying): underlying.isNetworkUnreachable
        case .httpStatus, .malformed, .notFound, .noCachedComics, .notCached, .notFetched, .implausibleNewest: false
        }
    }
}
