import Foundation

/// Where `ComicImageLoader` gets the bytes of an image it has not saved.
public protocol ImageFetching: Sendable {
    /// The image's bytes; every problem is an `ImageUnavailable`.
    func bytes(at url: URL, limits: ImageLimits) async throws -> Data
}

/// Images from the network, through a `NetworkClient`.
public struct NetworkImageFetcher: ImageFetching {
    private let client: any NetworkClient
    private let origins: ImageOrigins
    /// No image, retries included, takes longer (a silent server costs seconds).
    private let deadline: Duration

    public init(client: any NetworkClient, origins: ImageOrigins, deadline: Duration = NetworkPhase.standard) {
        self.client = client
        self.origins = origins
        self.deadline = deadline
    }

    public func bytes(at url: URL, limits: ImageLimits) async throws -> Data {
        try origins.check(url)
        let response: NetworkResponse
        do {
            // An image's retries end with its deadline, like a page's.
            let client = client
            response = try await RetryBudget.withPageBudget(
                retries: 6, deadline: .now.advanced(by: deadline)
            ) { try await client.send(NetworkRequest(url: url)) }
        } catch let error as NetworkError {
            switch error {
            case .responseTooLarge: throw ImageUnavailable.tooManyBytes(limit: limits.maximumBytes)
            case .timedOut: throw ImageUnavailable.network(reason: "the image server did not answer in time")
            case .notSent: throw ImageUnavailable.notTried
            case .unreachable: throw ImageUnavailable.network(reason: "cannot reach the image server")
            case .transport, .unexpectedEncoding: throw ImageUnavailable.network(reason: "the transfer failed")
            case .tooManyRedirects, .redirectRefused:
                throw ImageUnavailable.network(reason: "the image server redirected elsewhere")
            }
        }
        guard response.statusCode == 200 else { throw ImageUnavailable.httpStatus(response.statusCode) }
        try limits.check(byteCount: response.body.count)
        return response.body
    }
}

/// No fetching at all (`--offline`): an image not saved is not cached.
public struct SavedImagesOnly: ImageFetching {
    public init() {}

    public func bytes(at url: URL, limits: ImageLimits) async throws -> Data {
        throw ImageUnavailable.notCached
    }
}
