/// Why a comic's image cannot be shown. Its description is the one-line
/// note shown in place of the image; the comic's text is shown regardless.
///
/// Messages never include the image URL: it comes from the network and may
/// carry credentials or control characters.
public enum ImageUnavailable: Error, Sendable, Hashable, CustomStringConvertible {
    /// The comic has no image file (an empty `img`, or one ending in `/`).
    case noImage
    /// Only http and https are followed; the scheme is given in lower case,
    /// empty when the address has none.
    case unsupportedURL(scheme: String)
    /// Offline, and the image was never saved.
    case notCached
    case tooManyBytes(limit: Int)
    case tooManyPixels(width: Int, height: Int, limit: Int)
    /// The bytes are not a PNG, JPEG or GIF.
    case unknownFormat
    /// A known format the decoder could not read: truncated or corrupt.
    case undecodable(reason: String)
    case httpStatus(Int)
    /// The transfer failed; the reason names no URL.
    case network(reason: String)
    /// The request never left the queue: no connection to the image server took it in time.
    case notTried
    /// The image cache could not be read.
    case storage(reason: String)
    /// The `img` names a host (and port) images are not fetched from; nothing was requested.
    case hostNotAllowed(String)

    public var description: String {
        switch self {
        case .noImage:
            "this comic has no image file"
        case .unsupportedURL(let scheme) where scheme.isEmpty:
            "the image address is not a URL"
        case .unsupportedURL(let scheme):
            "the image address is a \(scheme): URL; only http and https are followed"
        case .notCached:
            "the image was not saved before going offline"
        case .tooManyBytes(let limit):
            "the image is larger than \(limit / (1024 * 1024)) MiB; refused"
        case .tooManyPixels(let width, let height, let limit):
            "the image claims \(width)×\(height) pixels, more than \(limit / 1_000_000) megapixels; refused"
        case .unknownFormat:
            "the server sent something that is not a PNG, JPEG or GIF image"
        case .undecodable(let reason):
            "the image could not be decoded (\(reason))"
        case .httpStatus(let code):
            "the image server answered HTTP \(code)"
        case .network(let reason):
            "the image could not be fetched: \(reason)"
        case .notTried:
            "not tried: no connection to the image server took the request in time"
        case .storage(let reason):
            "the image cache could not be read: \(reason)"
        case .hostNotAllowed(let host):
            "image host not allowed: \(host.isEmpty ? "an address without a host" : host)"
        }
    }
}

extension ImageUnavailable {
    /// A decoder whose library could not be opened on first use (see LazyLibrary.h): the loader's one line.
    static func libraryMissing(_ reason: UnsafePointer<CChar>?, name: String) -> ImageUnavailable {
        .undecodable(reason: reason.map { String(cString: $0) } ?? "\(name) cannot be loaded")
    }
}
