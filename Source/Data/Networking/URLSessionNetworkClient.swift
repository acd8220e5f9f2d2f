import Foundation
import Synchronization

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// A `NetworkClient` over URLSession (libcurl on Linux), with every limit set
/// explicitly rather than left to platform defaults.
public final class URLSessionNetworkClient: NetworkClient {
    public struct Configuration: Sendable {
        /// Longest wait for the server to start or continue answering. Whole
        /// seconds: FoundationNetworking truncates a fraction (0.3 s fires at once).
        public var requestTimeout: TimeInterval = 15 {
            didSet { requestTimeout = max(1, requestTimeout.rounded(.up)) }
        }
        /// Bodies larger than this are refused; a comic's JSON is a few KiB.
        public var maximumBodySize = 2 * 1024 * 1024
        /// Enough for one default page (20 comics) to go out in one round.
        public var maximumConnectionsPerHost = 20
        public var userAgent = "xkcd-terminal-reader/0.1 (+https://github.com/xkcd-terminal-reader/xkcd)"

        public init() {}
    }

    public let configuration: Configuration
    private let session: URLSession
    private let delegate: TransferDelegate

    public init(configuration: Configuration = Configuration()) {
        self.configuration = configuration
        let sessionConfiguration = URLSessionConfiguration.ephemeral
        sessionConfiguration.timeoutIntervalForRequest = configuration.requestTimeout
        sessionConfiguration.timeoutIntervalForResource = configuration.requestTimeout * 4
        sessionConfiguration.httpMaximumConnectionsPerHost = configuration.maximumConnectionsPerHost
        sessionConfiguration.requestCachePolicy = .reloadIgnoringLocalCacheData
        sessionConfiguration.urlCache = nil
        sessionConfiguration.httpCookieStorage = nil
        delegate = TransferDelegate(maximumBodySize: configuration.maximumBodySize)
        session = URLSession(configuration: sessionConfiguration, delegate: delegate, delegateQueue: nil)
    }

    deinit {
        session.invalidateAndCancel()
    }

    public func send(_ request: NetworkRequest) async throws -> NetworkResponse {
        try Task.checkCancellation()
        var urlRequest = URLRequest(
            url: request.url, cachePolicy: .reloadIgnoringLocalCacheData,
            timeoutInterval: configuration.requestTimeout)
        urlRequest.httpMethod = request.method
        urlRequest.setValue(configuration.userAgent, forHTTPHeaderField: "User-Agent")
        for (name, value) in request.headers {
            urlRequest.setValue(value, forHTTPHeaderField: name)
        }
        let task = session.dataTask(with: urlRequest)
        return try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { continuation in
                delegate.begin(task, url: request.url, continuation: continuation)
                task.resume()
            }
        } onCancel: {
            task.cancel()
        }
    }
}

/// Collects each transfer's response and body, enforcing the size limit as
/// bytes arrive rather than after the whole body is in memory.
private final class TransferDelegate: NSObject, URLSessionDataDelegate, Sendable {
    private struct Transfer {
        let url: URL
        let continuation: CheckedContinuation<NetworkResponse, any Error>
        var response: HTTPURLResponse?
        var body = Data()
        var exceededLimit = false
    }

    private let maximumBodySize: Int
    private let transfers = Mutex<[Int: Transfer]>([:])

    init(maximumBodySize: Int) {
        self.maximumBodySize = maximumBodySize
    }

    func begin(
        _ task: URLSessionTask, url: URL, continuation: CheckedContinuation<NetworkResponse, any Error>
    ) {
        transfers.withLock { $0[task.taskIdentifier] = Transfer(url: url, continuation: continuation) }
    }

    func urlSession(
        _ session: URLSession, dataTask: URLSessionDataTask, didReceive response: URLResponse,
        completionHandler: @escaping @Sendable (URLSession.ResponseDisposition) -> Void
    ) {
        let tooLarge = response.expectedContentLength > Int64(maximumBodySize)
        transfers.withLock {
            $0[dataTask.taskIdentifier]?.response = response as? HTTPURLResponse
            if tooLarge { $0[dataTask.taskIdentifier]?.exceededLimit = true }
        }
        completionHandler(tooLarge ? .cancel : .allow)
    }

    func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive data: Data) {
        let exceeded = transfers.withLock { transfers -> Bool in
            guard var transfer = transfers[dataTask.taskIdentifier], !transfer.exceededLimit else { return false }
            if transfer.body.count + data.count > maximumBodySize {
                transfer.exceededLimit = true
                transfer.body = Data()
            } else {
                transfer.body.append(data)
            }
            transfers[dataTask.taskIdentifier] = transfer
            return transfer.exceededLimit
        }
        if exceeded { dataTask.cancel() }
    }

    func urlSession(_ session: URLSession, task: URLSessionTask, didCompleteWithError error: (any Error)?) {
        guard let transfer = transfers.withLock({ $0.removeValue(forKey: task.taskIdentifier) }) else { return }
        transfer.continuation.resume(with: Self.outcome(of: transfer, error: error, limit: maximumBodySize))
    }

    private static func outcome(
        of transfer: Transfer, error: (any Error)?, limit: Int
    ) -> Result<NetworkResponse, any Error> {
        if transfer.exceededLimit {
            return .failure(NetworkError.responseTooLarge(transfer.url, limit: limit))
        }
        if let error {
            return .failure(map(error, url: transfer.url))
        }
        guard let response = transfer.response else {
            return .failure(NetworkError.transport(transfer.url, reason: "no HTTP response"))
        }
        var headers: [String: String] = [:]
        for (name, value) in response.allHeaderFields {
            if let name = name as? String, let value = value as? String { headers[name] = value }
        }
        return .success(NetworkResponse(statusCode: response.statusCode, headers: headers, body: transfer.body))
    }

    private static func map(_ error: any Error, url: URL) -> any Error {
        guard let urlError = error as? URLError else {
            return NetworkError.transport(url, reason: String(describing: error))
        }
        switch urlError.code {
        case .cancelled:
            return CancellationError()
        case .timedOut:
            return NetworkError.timedOut(url)
        case .cannotFindHost, .cannotConnectToHost, .networkConnectionLost, .dnsLookupFailed,
            .notConnectedToInternet, .resourceUnavailable:
            return NetworkError.unreachable(url, reason: urlError.localizedDescription)
        default:
            return NetworkError.transport(url, reason: urlError.localizedDescription)
        }
    }
}
