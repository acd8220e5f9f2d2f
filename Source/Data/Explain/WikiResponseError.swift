import Foundation

/// The wiki answered, but not with something we can use.
public enum WikiResponseError: Error, Sendable, Hashable, CustomStringConvertible {
    /// A status other than 200 that waiting did not cure (503 and 429 after their Retry-After).
    case httpStatus(Int, URL)
    /// The body was not the API's JSON.
    case malformed(URL, reason: String)
    /// The phase's time ran out (a wiki that never answers, or keeps asking to wait).
    case timedOut(URL, after: Duration)
    /// The page came, but its HTML could not be made into an article.
    case unreadablePage(Int, reason: String)
    /// The page asked for comic N is titled for another comic (or none): never saved as N's.
    case anotherComicsPage(Int, title: String)

    public var description: String {
        switch self {
        case .httpStatus(let status, let url) where status == 503 || status == 429:
            "explain xkcd is busy (\(url.redactedDescription) answered HTTP \(status)); try again later"
        case .httpStatus(let status, let url):
            "explain xkcd (\(url.redactedDescription)) answered HTTP \(status)"
        case .malformed(let url, let reason):
            "explain xkcd (\(url.redactedDescription)) did not send the API's JSON (\(reason))"
        case .timedOut(let url, let after):
            "explain xkcd (\(url.redactedDescription)) did not answer within \(after.components.seconds) s"
        case .unreadablePage(let number, let reason):
            "the explanation of comic \(number) could not be read: \(String(reason.prefix(200)))"
        case .anotherComicsPage(let number, let title):
            "explain xkcd answered comic \(number) with the page \"\(String(title.prefix(80)))\", not this comic's"
        }
    }
}

extension ExplanationError: CustomStringConvertible {
    /// One line for a person; the wiki's own text is cut short (whoever prints it sanitizes it).
    public var description: String {
        switch self {
        case .noPage(let number):
            "explain xkcd has no page for comic \(number) yet"
        case .notSaved(let number):
            "the explanation of comic \(number) is not saved (--offline): `xkcd sync --explain` saves them for offline reading"
        case .wiki(let code, let info):
            "explain xkcd refused: \(String(code.prefix(60)))\(info.isEmpty ? "" : ": \(String(info.prefix(200)))")"
        }
    }
}
